/// A card of a pack as the player's records keep it: the pack, the card's identity (`CardIdentity`) and schedule.
public struct PracticeCard: Sendable, Hashable {
    public var pack: String
    public var id: String
    public var card: Card

    public init(pack: String, id: String, card: Card) {
        self.pack = pack
        self.id = id
        self.card = card
    }

    /// A whole number that names the card in an exported review log, as FSRS's optimizer wants it: the first 53 bits
    /// of FNV-1a over the pack and the identity, so that it is the same on every export and exact in a double.
    public static func number(pack: String, id: String) -> Int64 {
        Int64((pack + "/" + id).fnv1a >> 11)
    }
}
