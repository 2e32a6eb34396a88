/// The cards of a pack in its order: each identity (`CardIdentity`) once, with the index of the first item that has it;
/// a poll or an open question, which has no right answer to remember, is no card.
public struct PackCards: Sendable {
    /// Each card once, in the order of the pack's items.
    public let cards: [(id: String, index: Int)]
    /// The index of each card's item, by identity.
    public let indices: [String: Int]
    /// The cards by the hash their identity spells (`CardIdentity.key(of:)`), smallest first, the order in which
    /// SQLite sorts the identities: to be walked beside the keys a database reads in that order.
    public let byKey: [(key: UInt64, index: Int)]

    init(of pack: Pack) {
        var cards: [(id: String, index: Int)] = []
        var indices: [String: Int] = [:]
        var byKey: [(key: UInt64, index: Int)] = []
        for index in 0..<pack.count {
            guard let question = pack.question(at: index), !question.kind.hasNoRightAnswer else { continue }
            let key = CardIdentity.key(of: question)
            let id = key.hexDigits
            guard indices[id] == nil else { continue }
            indices[id] = index
            cards.append((id, index))
            byKey.append((key, index))
        }
        self.cards = cards
        self.indices = indices
        self.byKey = byKey.sorted { $0.key < $1.key }
    }
}
