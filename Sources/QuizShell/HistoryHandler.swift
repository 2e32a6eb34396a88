import QuizCore

/// `history` and `stats`: the games played, filtered by `pack NAME`, `kind KIND`, `since DAY` and `until DAY`.
final class HistoryHandler: ShellHandler {
    /// `history [FILTERS]`: one game a line.
    func history(_ argument: String) throws -> [String] {
        try report(argument) { try HistoryReport.history($0, format: .text, language: text.language) }
    }

    /// `stats [FILTERS]`: per pack and kind.
    func stats(_ argument: String) throws -> [String] {
        try report(argument) {
            try HistoryReport.stats($0, format: .text, language: text.language, packs: sources.readablePack)
        }
    }

    /// The games that the filters of `argument` admit, told by `lines`; else the line that says there are none.
    private func report(_ argument: String, _ lines: ([GameRecord]) throws -> [String]) throws -> [String] {
        let text = session.text
        let badWord = { (bad: HistoryFilter.BadWord) in text.badHistoryFilter(bad) }
        let filter = try CommandFailure.catching(badWord) {
            try HistoryFilter(words: argument.split(separator: " ").map(String.init))
        }
        let contents = try CommandFailure.catching(text.recordsError) { try records.history() }
        session.warnings += contents.warnings.map(text.historyWarning)
        let games = contents.records.filter(filter.admits)
        guard !games.isEmpty else {
            return [argument.allSatisfy(\.isWhitespace) ? text.noHistory : text.noHistoryMatches]
        }
        return try lines(games)
    }
}
