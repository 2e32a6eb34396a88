import ArgumentParser
import Foundation
import QuizCore
import QuizPacks
import QuizShell
import QuizStore

/// The options `quiz history` and `quiz stats` share: the format, the filters and the language.
struct HistoryOptions: ParsableArguments {
    @Option(help: "text, json or csv.")
    var format: String = "text"

    @Option(help: "Only the games of this pack.")
    var pack: String?

    @Option(help: "Only the games of this kind: \(HistoryOptions.kinds).")
    var kind: String?

    @Option(help: "Only the games from this day on (YYYY-MM-DD, UTC).")
    var since: String?

    @Option(help: "Only the games up to this day (YYYY-MM-DD, UTC).")
    var until: String?

    @Option(help: "The language of the text: es or en.")
    var lang: String?

    /// The kinds `--kind` takes.
    static let kinds = ItemKind.packKinds.map(\.rawValue).joined(separator: ", ")

    /// Prints `report` of the games of the player's database that the filters admit, in the format and language
    /// asked for.
    func print(_ report: ([GameRecord], HistoryReport.Format, Language) throws -> [String]) throws {
        let text = Messages(lang: lang)
        let format = try text.reportFormat(self.format)
        let options = [("pack", pack), ("kind", kind), ("since", since), ("until", until)]
        var words: [String] = []
        for case (let name, let value?) in options { words += [name, value] }
        let filter: HistoryFilter
        do {
            filter = try HistoryFilter(words: words)
        } catch {
            let option = options.first { $0.1 == error.word }?.0 ?? ""
            throw failure(
                "error: " + text.badHistoryOption(option, error.word, kinds: Self.kinds),
                status: ExitCode.validationFailure.rawValue)
        }
        let contents: History.Contents
        do {
            contents = try PlayerDatabase(directories: XDGDirectories()).history()
        } catch let error as PlayerDatabaseUnavailable {
            throw failure("error: " + text.recordsError(error.reason))
        } catch {
            throw failure("error: " + text.recordsError(error))
        }
        for warning in contents.warnings { printError(text.historyWarning(warning)) }
        let games = contents.records.filter(filter.admits)
        if games.isEmpty, !words.isEmpty, format == .text {
            Swift.print(text.noHistoryMatches)
            return
        }
        for line in try report(games, format, text.language) { Swift.print(line) }
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
        let packs = PackCatalog.standard().load().packs
        try options.print { records, format, language in
            try HistoryReport.stats(
                records, format: format, language: language, packs: { name in packs.first { $0.name == name } })
        }
    }
}
