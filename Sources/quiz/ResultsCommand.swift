import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizPostgres
import QuizShell
import QuizStore

/// `quiz results [PIN]`: the class rooms' results kept by the `quiz serve` of this machine.
struct ResultsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "results",
        abstract: "Print the results of the class rooms this machine's quiz serve held, as text, JSON or CSV.")

    @Argument(help: "Only the games of the room with this PIN.")
    var pin: String?

    @Option(help: "text, json or csv (UTF-8 with a byte order mark, formulas neutralised).")
    var format = "text"

    @Option(
        help: """
            The players' standings (standings), each question's share right, most chosen wrong answer and mean time \
            (question), or each player's answers question by question (player).
            """)
    var by = "standings"

    @Option(
        help: "The PostgreSQL database that quiz serve --database kept the results in, postgres://USER@HOST:PORT/DB.")
    var database: String?

    @Flag(
        help: """
            Follow room PIN as it plays, on the server where this user's quiz host opened it: its report, printed \
            again at each change (every \(Int(watchPeriod.components.seconds)) s), until the game ends.
            """)
    var watch = false

    /// How often --watch asks the server for the report.
    static let watchPeriod = Duration.seconds(2)

    func validate() throws {
        let text = language.messages
        if let pin, !RoomPINs.isPIN(pin) { throw ValidationError(text.notAPIN(pin)) }
        if watch, pin == nil { throw ValidationError(text.watchNeedsPIN) }
        if watch, format.lowercased() != "text" { throw ValidationError(text.watchPrintsText) }
    }

    @OptionGroup var language: LanguageOption

    func run() async throws {
        let text = language.messages
        let chosenFormat = try text.reportFormat(format)
        guard let view = ClassResultsReport.View(rawValue: by.lowercased()) else {
            throw failure("error: " + text.badResultsView(by), status: ExitCode.validationFailure.rawValue)
        }
        if watch, let pin {
            try await follow(pin, view: view, text: text)
            return
        }
        let results: [ClassResults]
        // Where the results were looked for.
        let place: String
        if let database {
            let address: PostgresAddress
            do {
                address = try PostgresAddress(url: database)
            } catch {
                throw failure("error: " + text.badDatabaseURL(error), status: ExitCode.validationFailure.rawValue)
            }
            place = address.description
            do {
                results = try await PostgresClassResults.list(at: address, pin: pin)
            } catch {
                throw failure("error: " + text.databaseUnreachable(error))
            }
        } else {
            let records = PlayerDatabase(directories: XDGDirectories())
            place = records.file?.path ?? ""
            do {
                results = try records.classResults(pin: pin)
            } catch {
                throw failure("error: " + text.recordsError(error))
            }
        }
        let lines = try ClassResultsReport.lines(
            results, view: view, format: chosenFormat, language: text.language, pin: pin)
        // A room this user hosts may still be under way; any other room of the PIN is not there.
        if results.isEmpty, let pin, HostKeys.kept(pin: pin) == nil {
            throw failure(text.noRoomResults(pin, in: place))
        }
        switch chosenFormat {
        case .text where results.isEmpty:
            printError(lines.joined(separator: "\n"))
            if let pin { printError(text.followHostedRoom(pin)) }
        case .text: for line in lines { printOut(line) }
        case .json, .csv: for line in lines { print(line) }
        }
    }

    /// Prints the report of room `pin` each time it changes, from the server of its kept host key, until it ends.
    private func follow(_ pin: String, view: ClassResultsReport.View, text: Messages) async throws {
        guard let kept = HostKeys.kept(pin: pin), let server = URL(string: kept.source) else {
            throw failure("error: " + text.noKeptRoom(pin))
        }
        var shown: [String] = []
        while true {
            var report: ClassReport
            do {
                report = try await ClassClient.report(at: server, pin: pin, key: kept.key)
            } catch {
                throw failure(text.classFailure(error.description))
            }
            if view == .question { report.players = nil }
            if view == .player { report.questions = nil }
            let lines = try ClassResultsReport.lines([report], format: .text, language: text.language)
            if lines != shown {
                writeOut(lines)
                shown = lines
            }
            if report.finished { return }
            try await Task.sleep(for: Self.watchPeriod)
        }
    }
}
