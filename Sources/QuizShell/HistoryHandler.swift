import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `history` and `stats`: the games played, filtered by `pack NAME`, `kind KIND`, `since DAY` and `until DAY`.
struct HistoryHandler {
    let session: SessionState

    /// `history [FILTERS]`: one game a line.
    func history(_ argument: String) throws -> [String] {
        let (records, warnings) = try filteredHistory(argument)
        guard !records.isEmpty else { return warnings + [nothing(argument)] }
        return warnings + session.text.historyLines(records)
    }

    /// `stats [FILTERS]`: per pack and kind.
    func stats(_ argument: String) throws -> [String] {
        let (records, warnings) = try filteredHistory(argument)
        guard !records.isEmpty else { return warnings + [nothing(argument)] }
        return warnings + session.text.statsLines(PackStats.of(records))
    }

    private func nothing(_ argument: String) -> String {
        argument.allSatisfy(\.isWhitespace) ? session.text.noHistory : session.text.noHistoryMatches
    }

    private func filteredHistory(_ argument: String) throws -> ([GameRecord], [String]) {
        let text = session.text
        let filter: HistoryFilter
        do {
            filter = try HistoryFilter(words: argument.split(separator: " ").map(String.init))
        } catch {
            throw CommandFailure(text.badHistoryFilter(error.word))
        }
        let contents: History.Contents
        do {
            contents = try session.environment.games.load()
        } catch {
            throw CommandFailure(text.recordsError(error))
        }
        let warnings = contents.warnings.map { session.marks.yellow(text.historyWarning($0)) }
        return (contents.records.filter(filter.admits), warnings)
    }
}
