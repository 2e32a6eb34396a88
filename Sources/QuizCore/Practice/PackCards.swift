/// The cards of a pack: each card's identity (`CardIdentity`) once, with the index of the first item that has it, in
/// the order of the pack.
public struct PackCards: Sendable {
    /// Each card once, in the order of the pack's items.
    public let cards: [(id: String, index: Int)]
    /// The index of each card's item, by identity.
    public let indices: [String: Int]
    /// The cards in the order of their identities' UTF-8 bytes, as SQLite sorts text: to be walked beside the
    /// identities a database reads in that order, which is faster than looking each up in `indices`.
    public let byIdentity: [(id: String, index: Int)]

    /// The cards of `pack`, computed from its questions.
    init(of pack: Pack) {
        var cards: [(id: String, index: Int)] = []
        var indices: [String: Int] = [:]
        for index in 0..<pack.count {
            guard let question = pack.question(at: index) else { continue }
            let id = CardIdentity.of(question)
            guard indices[id] == nil else { continue }
            indices[id] = index
            cards.append((id, index))
        }
        self.cards = cards
        self.indices = indices
        byIdentity = cards.sorted { Self.precedes($0.id, $1.id) }
    }

    /// Whether `first` sorts before `second` byte by byte in UTF-8, as SQLite's default collation sorts text.
    public static func precedes(_ first: String, _ second: String) -> Bool {
        var first = first
        var second = second
        return first.withUTF8 { first in second.withUTF8 { first.lexicographicallyPrecedes($0) } }
    }
}
