import Foundation
import QuizCore

extension PracticeHandler {
    /// `practice stats [PACK...]`: the cards by state, the retention measured against the target and the forecast.
    func stats(_ argument: String) async throws -> [String] {
        PracticeChart(text: text, marks: marks).lines(try await statistics(argument))
    }

    /// The stats of the packs named, or of every pack of the source.
    func statistics(_ argument: String) async throws -> PracticeStats {
        let chosen = try await chosenPacks(argument)
        let date = now
        let names = chosen.map(\.name)
        let (cards, log, kept) = try CommandFailure.catching(text.recordsError) {
            (
                try records.practiceCards(packs: names), try records.practiceLog(packs: names),
                try records.practiceParameters().filter { $0.pack.map(names.contains) ?? true }
            )
        }
        let queue = PracticeQueue(packs: chosen, cards: cards, at: date, newCards: .max)
        return PracticeStats(
            known: queue.known.compactMap(\.card), unseen: queue.entries.filter { $0.card == nil }.count,
            log: log.map(\.entry), target: session.settings.retention, parameters: kept, at: date)
    }
}
