import QuizCore
import QuizPacks

/// `history` and `stats`: the games played, filtered by `pack NAME`, `kind KIND`, `since DAY` and `until DAY`.
final class HistoryHandler: ShellHandler {
    /// `history [FILTERS]`: one game a line.
    func history(_ argument: String) throws -> [String] {
        try report(argument, text.historyLines)
    }

    /// `stats [FILTERS]`: per pack and kind.
    func stats(_ argument: String) throws -> [String] {
        try report(argument) { records in
            let stats = PackStats.of(records)
            return text.statsLines(stats, questions: missedQuestions(in: stats))
        }
    }

    /// The questions most missed, by pack and id, from the packs that can be read here.
    private func missedQuestions(in stats: [PackStats]) -> [String: [Int: String]] {
        var found: [String: [Int: String]] = [:]
        for pack in stats {
            let ids = Set(pack.mostMissed().map(\.id))
            guard !ids.isEmpty, let items = sources.readablePack(named: pack.pack)?.items else { continue }
            for question in Question.all(in: items) where ids.contains(question.id) {
                // A film's statement says which film only with its title.
                found[pack.pack, default: [:]][question.id] =
                    question.kind == .film ? "\(question.heading ?? ""): \(question.prompt)" : question.prompt
            }
        }
        return found
    }

    /// The games that the filters of `argument` admit, told by `lines`; else the line that says there are none.
    private func report(_ argument: String, _ lines: ([GameRecord]) -> [String]) throws -> [String] {
        let text = session.text
        let badWord = { (bad: HistoryFilter.BadWord) in text.badHistoryFilter(bad.word) }
        let filter = try CommandFailure.catching(badWord) {
            try HistoryFilter(words: argument.split(separator: " ").map(String.init))
        }
        let contents = try CommandFailure.catching(text.recordsError) { try records.history() }
        session.warnings += contents.warnings.map(text.historyWarning)
        let games = contents.records.filter(filter.admits)
        guard !games.isEmpty else {
            return [argument.allSatisfy(\.isWhitespace) ? text.noHistory : text.noHistoryMatches]
        }
        return lines(games)
    }
}
