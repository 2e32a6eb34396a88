/// One review of a card of a pack, as the review log keeps it.
public struct PracticeReview: Sendable, Hashable {
    public var pack: String
    /// The card's identity in its pack (`CardIdentity`).
    public var card: String
    public var entry: ReviewLogEntry

    public init(pack: String, card: String, entry: ReviewLogEntry) {
        self.pack = pack
        self.card = card
        self.entry = entry
    }
}
