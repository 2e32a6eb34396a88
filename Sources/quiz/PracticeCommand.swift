import ArgumentParser
import Foundation
import QuizCore
import QuizShell
import QuizStore

struct PracticeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "practice",
        abstract: """
            Practise the cards due, then new ones, by FSRS-6; or print the stats, fit FSRS to your reviews, or export \
            the review log.
            """,
        discussion: """
            Without --stats, --optimize, --evaluate or --export-log, starts the shell with "practice PACK...": the \
            cards due across the packs named (every pack when none), then new ones up to "set new-per-day N" (20).

            --optimize fits FSRS-6's 21 weights to your review log (of every pack, or of --pack) as fsrs-rs fits \
            them, prints the log loss and RMSE(bins) of the defaults, of the weights that schedule now and of the \
            fitted ones on that log, and keeps the fitted ones only where they predict it better. Below 8 reviews to \
            predict (a review a day or more after the card's previous one, outliers left out) nothing is fitted; \
            below 64 only the initial stabilities w0 to w3 are fitted. --evaluate prints the comparison alone.
            """
    )

    @OptionGroup var options: PlayOptions

    @Argument(help: "The packs to practise; every pack of the source when none.")
    var packs: [String] = []

    @Option(
        name: .customLong("from-room"),
        help: "Practise what --name missed in the last game of room PIN, kept by this machine's quiz serve.")
    var fromRoom: String?

    @Option(help: "With --from-room: the player's name in the room.")
    var name: String?

    @Flag(help: "Print the cards by state, the retention and the forecast of the next 30 days.")
    var stats = false

    @Option(help: "The format of --stats: text, json or csv.")
    var format: String = "text"

    @Flag(help: "Fit FSRS's weights to the review log, and keep them where they predict it better.")
    var optimize = false

    @Flag(help: "Fit FSRS's weights to the review log and compare them with the defaults, keeping nothing.")
    var evaluate = false

    @Option(help: "With --optimize or --evaluate: the pack whose reviews are fitted, and which the weights schedule.")
    var pack: String?

    @Option(help: "With --optimize or --evaluate: read the reviews from this CSV (as --export-log writes it).")
    var log: String?

    @Option(
        name: .customLong("export-log"),
        help: "Write the review log to this file as CSV, in the columns FSRS's optimizer reads.")
    var exportLog: String?

    func validate() throws {
        let actions =
            [("--export-log", exportLog != nil), ("--optimize", optimize), ("--evaluate", evaluate)]
            + [("--stats", stats)]
        let given = actions.filter(\.1).map(\.0)
        if given.count > 1 { throw ValidationError(text.practiceActions(given)) }
        guard (fromRoom == nil) == (name == nil) else { throw ValidationError(text.roomAndNameTogether) }
        if fromRoom != nil, !packs.isEmpty { throw ValidationError(text.roomPackOnly) }
        for (option, given) in [("--pack", pack != nil), ("--log", log != nil)] where given && !optimize && !evaluate {
            throw ValidationError(text.fitOptionAlone(option))
        }
    }

    func run() async throws {
        if let exportLog {
            try export(to: exportLog)
        } else if optimize || evaluate {
            try fit()
        } else if stats {
            try await printStats()
        } else {
            try await options.play(firstCommand: firstCommand)
        }
    }

    private var firstCommand: String {
        if let fromRoom, let name { return "practice room \(fromRoom) \(name)" }
        return (["practice"] + packs).joined(separator: " ")
    }

    private var text: Messages { Messages(lang: options.lang) }

    private func printStats() async throws {
        let format = try text.reportFormat(self.format)
        let interpreter = Interpreter(
            source: options.address, settings: ShellSettings(language: text.language), style: Style(enabled: false),
            environment: options.sources.environment(offline: options.offline, progress: nil))
        let computed: PracticeStats
        do {
            computed = try await interpreter.practiceStatistics(packs)
        } catch {
            await interpreter.close()
            throw failure("error: \(error)")
        }
        await interpreter.close()
        let style = Style.automatic(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        for line in try PracticeReport.stats(computed, format: format, language: text.language, style: style) {
            print(line)
        }
    }

    private func fit() throws {
        guard let format = HistoryReport.Format(rawValue: format.lowercased()), format != .csv else {
            throw failure("error: " + text.badFitFormat(format), status: ExitCode.validationFailure.rawValue)
        }
        if let pack, !PackName.isValid(pack) {
            throw failure("error: " + text.badPackName(pack), status: ExitCode.validationFailure.rawValue)
        }
        let database = PlayerDatabase(directories: XDGDirectories())
        let reviews: [LoggedReview]
        do {
            if let log {
                let bytes = try FileBytes.read(log, limit: .reviewLog)
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw FileBytes.Failure(reason: "it is not UTF-8 text")
                }
                reviews = try ReviewLogFile.reviews(in: text)
            } else {
                reviews = try database.practiceLog(packs: pack.map { [$0] }).map(LoggedReview.init)
            }
        } catch let error as ReviewLogFile.Failure {
            throw failure("error: " + text.reviewLogUnreadable(log ?? "the review log", error))
        } catch let error as FileBytes.Failure {
            throw failure("error: " + text.reviewLogUnreadable(log ?? "", reason: error.reason))
        } catch {
            throw failure("error: " + text.recordsError(error))
        }
        // The share of the fit done, on one line of standard error that rewrites itself and is wiped at the end, when
        // standard error is a terminal.
        let shown = isatty(STDERR_FILENO) == 1
        let label = text.language == .es ? "Ajustando FSRS" : "Fitting FSRS"
        let result: PracticeOptimization
        do {
            defer { if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) } }
            result = try PracticeOptimization.run(
                reviews, pack: pack, records: database, keeping: optimize, at: Date()
            ) { share in
                guard shown else { return }
                FileHandle.standardError.write(Data("\r\(label): \(Int((share * 100).rounded(.down)))%".utf8))
            }
        } catch {
            throw failure("error: " + text.recordsError(error))
        }
        for line in try PracticeReport.optimization(
            result, evaluating: !optimize, format: format, language: text.language)
        {
            print(line)
        }
    }

    private func export(to path: String) throws {
        let log: [PracticeReview]
        do {
            log = try PlayerDatabase(directories: XDGDirectories()).practiceLog(packs: packs.isEmpty ? nil : packs)
        } catch {
            throw failure("error: " + text.recordsError(error))
        }
        let file: FileHandle
        do {
            file = try RedirectedFile.open(path)
            try file.write(contentsOf: Data(PracticeReport.reviewLog(log).utf8))
        } catch {
            throw failure("error: " + text.unwritable(path, reason: FileFailure.reason(error)))
        }
        let cards = Set(log.map { [$0.pack, $0.card] }).count
        // Not after the log itself when the log went to standard output (`--export-log /dev/stdout`).
        let written = text.reviewLogWritten(log.count, cards: cards, to: path)
        if Self.isStandardOutput(file) { printError(written) } else { printOut(written) }
    }

    private static func isStandardOutput(_ file: FileHandle) -> Bool {
        var (opened, output) = (stat(), stat())
        return fstat(file.fileDescriptor, &opened) == 0 && fstat(STDOUT_FILENO, &output) == 0
            && (opened.st_dev, opened.st_ino) == (output.st_dev, output.st_ino)
    }
}
