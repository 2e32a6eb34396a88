import QuizCore
import QuizPacks

/// `history` and `stats`: the games played, filtered by `pack NAME`, `kind KIND`, `since DAY` and `until DAY`.
struct HistoryHandler {
    let session: SessionState
    let sources: SourceHandler

    /// `history [FILTERS]`: one game a line.
    func history(_ argument: String) throws -> [String] {
        let records = try filteredHistory(argument)
        guard !records.isEmpty else { return [nothing(argument)] }
        return session.text.historyLines(records)
    }

    /// `stats [FILTERS]`: per pack and kind.
    func stats(_ argument: String) throws -> [String] {
        let records = try filteredHistory(argument)
        guard !records.isEmpty else { return [nothing(argument)] }
        let stats = PackStats.of(records)
        return session.text.statsLines(stats, questions: missedQuestions(in: stats))
    }

    /// The questions most missed, by pack and id, from the packs that can be read here: the loaded one, or the
    /// bundled and the player's own.
    private func missedQuestions(in stats: [PackStats]) -> [String: [Int: String]] {
        var found: [String: [Int: String]] = [:]
        for pack in stats {
            let ids = Set(pack.mostMissed().map(\.id))
            guard !ids.isEmpty,
                let items = session.pack?.name == pack.pack
                    ? session.pack?.items : (try? sources.packStore.current(pack.pack))?.items
            else { continue }
            for question in Question.all(in: items) where ids.contains(question.id) {
                // A film's statement says which film only with its title.
                found[pack.pack, default: [:]][question.id] =
                    question.kind == .film ? "\(question.heading ?? ""): \(question.prompt)" : question.prompt
            }
        }
        return found
    }

    private func nothing(_ argument: String) -> String {
        argument.allSatisfy(\.isWhitespace) ? session.text.noHistory : session.text.noHistoryMatches
    }

    private func filteredHistory(_ argument: String) throws -> [GameRecord] {
        let text = session.text
        let badWord = { (bad: HistoryFilter.BadWord) in text.badHistoryFilter(bad.word) }
        let filter = try CommandFailure.catching(badWord) {
            try HistoryFilter(words: argument.split(separator: " ").map(String.init))
        }
        let contents = try CommandFailure.catching(text.recordsError) { try session.environment.records.history() }
        for warning in contents.warnings { session.warn(text.historyWarning(warning)) }
        return contents.records.filter(filter.admits)
    }
}
