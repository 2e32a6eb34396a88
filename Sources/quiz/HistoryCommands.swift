import ArgumentParser
import Foundation
import QuizCore
import QuizShell
import QuizStore

/// The options `quiz history` and `quiz stats` share: the format, the filters and the language.
struct HistoryOptions: ParsableArguments {
    @Option(help: "text, json or csv.")
    var format: String = "text"

    @Option(help: "Only the games of this pack.")
    var pack: String?

    @Option(help: "Only the games of this kind: quiz, match, book or film.")
    var kind: String?

    @Option(help: "Only the games from this day on (YYYY-MM-DD, UTC).")
    var since: String?

    @Option(help: "Only the games up to this day (YYYY-MM-DD, UTC).")
    var until: String?

    @Option(help: "The language of the text: es or en.")
    var lang: String?

    /// Prints `report` of the games the filters admit, in the format and language asked for.
    func print(
        _ report: ([GameRecord], HistoryReport.Format, Language) throws -> [String]
    ) throws {
        let (records, format, language) = try load()
        for line in try report(records, format, language) { Swift.print(line) }
    }

    /// The games of the player's database that the filters admit, with the language and format asked for.
    private func load() throws -> (records: [GameRecord], format: HistoryReport.Format, language: Language) {
        let language = Language.resolve(option: lang, environment: ProcessInfo.processInfo.environment)
        guard let format = HistoryReport.Format(rawValue: format.lowercased()) else {
            printError("error: --format \(format): use text, json or csv")
            throw ExitCode(2)
        }
        var words: [String] = []
        for (name, value) in [("pack", pack), ("kind", kind), ("since", since), ("until", until)] {
            if let value { words += [name, value] }
        }
        let filter: HistoryFilter
        do {
            filter = try HistoryFilter(words: words)
        } catch {
            printError("error: " + Messages(language: language).badHistoryFilter(error.word))
            throw ExitCode(2)
        }
        let contents: History.Contents
        do {
            contents = try PlayerDatabase(directories: XDGDirectories()).history()
        } catch let error as PlayerDatabaseUnavailable {
            printError("error: " + Messages(language: language).recordsError(error.reason))
            throw ExitCode(1)
        } catch {
            printError("error: " + Messages(language: language).recordsError(error))
            throw ExitCode(1)
        }
        for warning in contents.warnings { printError(Messages(language: language).historyWarning(warning)) }
        return (contents.records.filter(filter.admits), format, language)
    }
}

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Print the games played, as text, JSON or CSV, on standard output.")

    @OptionGroup var options: HistoryOptions

    func run() throws {
        try options.print(HistoryReport.history)
    }
}

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the stats of each pack (games, accuracy, best streak, answer time, most missed).")

    @OptionGroup var options: HistoryOptions

    func run() throws {
        try options.print(HistoryReport.stats)
    }
}
