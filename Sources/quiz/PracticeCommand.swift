import ArgumentParser
import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizShell
import QuizStore

struct PracticeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "practice", _superCommandName: "quiz",
        abstract: "Practise the cards due, then new ones, by FSRS-6; or print the stats, or export the review log.",
        discussion: """
            Without --stats or --export-log, starts the shell with "practice PACK...": the cards due across the packs \
            named (every pack when none), then new ones up to "set new-per-day N" (20).
            """
    )

    @OptionGroup var options: PlayOptions

    @Argument(help: "The packs to practise; every pack of the source when none.")
    var packs: [String] = []

    @Flag(help: "Print the cards by state, the retention and the forecast of the next 30 days.")
    var stats = false

    @Option(help: "The format of --stats: text, json or csv.")
    var format: String = "text"

    @Option(
        name: .customLong("export-log"),
        help: "Write the review log to this file as CSV, in the columns FSRS's optimizer reads.")
    var exportLog: String?

    func run() async throws {
        if let exportLog {
            try export(to: exportLog)
        } else if stats {
            try await printStats()
        } else {
            let status = await REPL.play(
                source: options.address, seed: options.seed, lang: options.lang, images: options.imageMode,
                firstCommand: (["practice"] + packs).joined(separator: " "), environment: options.environment(progress:)
            )
            if status != 0 { throw ExitCode(status) }
        }
    }

    private var language: Language {
        Language.resolve(option: options.lang, environment: ProcessInfo.processInfo.environment)
    }

    private func printStats() async throws {
        guard let format = HistoryReport.Format(rawValue: format.lowercased()) else {
            printError("error: --format \(format): use text, json or csv")
            throw ExitCode(2)
        }
        let interpreter = Interpreter(
            source: options.address, settings: ShellSettings(language: language), style: Style(enabled: false),
            environment: options.environment())
        let computed: PracticeStats
        do {
            computed = try await interpreter.practiceStatistics(packs)
        } catch {
            await interpreter.close()
            printError("error: \(error)")
            throw ExitCode(1)
        }
        await interpreter.close()
        let style = Style.automatic(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        for line in try PracticeReport.stats(computed, format: format, language: language, style: style) {
            print(line)
        }
    }

    private func export(to path: String) throws {
        let log: [PracticeReview]
        do {
            log = try PlayerDatabase(directories: XDGDirectories()).practiceLog(packs: packs.isEmpty ? nil : packs)
        } catch {
            printError("error: " + Messages(language: language).recordsError(error))
            throw ExitCode(1)
        }
        do {
            try Data(PracticeReport.reviewLog(log).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(FileFailure.reason(error))")
            throw ExitCode(1)
        }
        let cards = Set(log.map { [$0.pack, $0.card] }).count
        printOut(Messages(language: language).reviewLogWritten(log.count, cards: cards, to: path))
    }
}
