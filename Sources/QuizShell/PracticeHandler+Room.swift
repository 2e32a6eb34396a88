import QuizClass
import QuizCore

extension PracticeHandler {
    /// `practice room PIN NAME`: the questions that NAME did not answer right in the last game of room PIN, as the
    /// cards of its pack, whenever they are due; each rating schedules its card as practice does.
    func fromRoom(_ argument: String) async throws -> [String] {
        try refuseWhileBusy()
        let (pin, name) = argument.wordAndRest
        guard !pin.isEmpty, !name.isEmpty else { throw CommandFailure(text.usage(.practice)) }
        let games = try CommandFailure.catching(text.recordsError) { try session.environment.classResults(pin) }
        guard let game = games.last else { throw CommandFailure(text.noClassResults(pin: pin)) }
        guard let (player, missed) = game.missed(by: name) else {
            throw CommandFailure(text.notInRoom(name, pin: pin))
        }
        let pack = try await sources.pack(named: game.pack)
        let (kept, cards) = try CommandFailure.catching(text.recordsError) {
            (try records.practiceParameters(), try records.practiceCards(packs: [pack.name]))
        }
        let schedules = Dictionary(cards.map { ($0.id, $0.card) }, uniquingKeysWith: { first, _ in first })
        let indices = pack.cards.indices
        let entries = missed.compactMap { id in
            indices[id].map { PracticeQueue.Entry(pack: pack.name, index: $0, id: id, card: schedules[id]) }
        }
        guard !entries.isEmpty else { return [text.nothingMissed(player, pin: pin, questions: game.asked.count)] }
        let header = text.practiceFromRoom(entries.count, name: player, pin: pin, pack: pack.name)
        return try await begin(entries, of: [pack], cramming: false, kept: kept, header: header)
    }
}
