import Foundation
import QuizClient
import QuizCore

/// `search TEXT`: the questions of every pack of the source that hold a text, case and accents ignored.
extension PackHandler {
    /// The most matches listed; the rest are counted.
    static let searchLimit = 50

    func search(_ argument: String) async throws -> [String] {
        let query = TextMatching.folded(argument.trimmingSpaces)
        guard !query.isEmpty else { throw CommandFailure(text.usage(.search)) }
        var matches: [(pack: String, number: Int, line: String)] = []
        for summary in try await sources.packSummaries() {
            let pack = try await sources.download { try await $0.pack(summary) }
            for (index, question) in Question.all(in: pack.items).enumerated() {
                let words =
                    [RoundScreen.summary(of: question)] + RoundScreen.answers(to: question, in: Messages(language: .en))
                if words.contains(where: { TextMatching.folded($0).contains(query) }) {
                    matches.append((pack.name, index + 1, RoundScreen.summary(of: question)))
                }
            }
        }
        guard !matches.isEmpty else { return [text.nothingFound(argument)] }
        // The columns are as wide as all the matches make them, those counted but not listed too.
        let numberWidth = String(matches.map(\.number).max() ?? 0).count
        let rows = matches.map { [$0.pack, String(format: "%\(numberWidth)ld", $0.number), $0.line] }
        var lines = Array(Messages.columns(rows).prefix(Self.searchLimit))
        if matches.count > Self.searchLimit { lines.append(text.moreFound(matches.count - Self.searchLimit)) }
        return lines
    }
}
