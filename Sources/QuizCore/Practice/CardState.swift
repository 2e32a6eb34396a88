/// Where a card is in its life; the raw values are FSRS's review logs': 0 new, 1 learning, 2 review, 3 relearning.
public enum CardState: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Never reviewed.
    case new = 0
    /// Going through the learning steps, minutes apart, after its first reviews.
    case learning = 1
    /// Scheduled in whole days by its memory state.
    case review = 2
    /// Going through the relearning steps after a review rated Again.
    case relearning = 3
}
