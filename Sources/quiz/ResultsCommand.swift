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

    @Option(help: "text, json or csv.")
    var format = "text"

    @Option(
        help: "The PostgreSQL database that quiz serve --database kept the results in, postgres://USER@HOST:PORT/DB.")
    var database: String?

    @OptionGroup var language: LanguageOption

    func run() async throws {
        let text = language.messages
        guard ["text", "json", "csv"].contains(format.lowercased()) else {
            printError("error: --format \(format): use text, json or csv")
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
        switch format.lowercased() {
        case "json":
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        case "csv":
            print("pin,pack,ended,rank,name,right,points,tie")
            for game in results {
                let ended = game.endedAt.ISO8601Format()
                for standing in game.standings {
                    print(
                        [
                            game.pin, game.pack, ended, "\(standing.rank)", standing.name, "\(standing.right)",
                            "\(standing.points)", standing.tie?.rawValue ?? "",
                        ].map(CSVField.escaped).joined(separator: ","))
                }
            }
        default:
            guard !results.isEmpty else {
                printError(text.noClassResults(pin: pin))
                return
            }
            for game in results {
                printOut(text.classResultsHeader(game))
                for standing in game.standings { printOut(text.standing(standing)) }
            }
        }
    }
}
