/// What FSRS knows of a card's memory after its reviews.
public struct MemoryState: Sendable, Hashable, Codable {
    /// The days after which the card's retrievability falls to 90%; at least 0.001.
    public var stability: Double
    /// How hard the card is to remember, from 1 to 10.
    public var difficulty: Double

    public init(stability: Double, difficulty: Double) {
        self.stability = stability
        self.difficulty = difficulty
    }
}
