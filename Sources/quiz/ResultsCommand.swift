import ArgumentParser
import Foundation
import QuizClass
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

    @OptionGroup var language: LanguageOption

    func run() async throws {
        let text = language.messages
        guard let chosenFormat = HistoryReport.Format(rawValue: format.lowercased()) else {
            printError("error: --format \(format): use text, json or csv")
            throw ExitCode(2)
        }
        guard let view = ClassResultsReport.View(rawValue: by.lowercased()) else {
            printError("error: --by \(by): use standings, question or player")
            throw ExitCode(2)
        }
        let results: [ClassResults]
        if let database {
            let address: PostgresAddress
            do {
                address = try PostgresAddress(url: database)
            } catch {
                printError("error: " + text.badDatabaseURL(error))
                throw ExitCode(2)
            }
            do {
                results = try await PostgresClassResults.list(at: address, pin: pin)
            } catch {
                printError("error: " + text.databaseUnreachable(error))
                throw ExitCode(1)
            }
        } else {
            do {
                results = try PlayerDatabase(directories: XDGDirectories()).classResults(pin: pin)
            } catch {
                printError("error: " + text.recordsError(error))
                throw ExitCode(1)
            }
        }
        let lines = try ClassResultsReport.lines(
            results, view: view, format: chosenFormat, language: text.language, pin: pin)
        switch chosenFormat {
        case .text where results.isEmpty: printError(lines.joined(separator: "\n"))
        case .text: for line in lines { printOut(line) }
        case .json, .csv: for line in lines { print(line) }
        }
    }
}
