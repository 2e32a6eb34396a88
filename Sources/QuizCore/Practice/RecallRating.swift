/// How well a player recalled a card, as they rate it after answering. The raw values are FSRS's grades, 1 to 4.
public enum RecallRating: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Not recalled: the card is learnt again.
    case again = 1
    /// Recalled with serious difficulty.
    case hard = 2
    /// Recalled after a moment's thought.
    case good = 3
    /// Recalled at once.
    case easy = 4
}
