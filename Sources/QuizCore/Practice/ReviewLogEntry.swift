import Foundation

/// One review of a card, with what an optimizer of the model's weights reads from a review log.
public struct ReviewLogEntry: Sendable, Hashable, Codable {
    public var date: Date
    public var rating: RecallRating
    /// The time the player took, when it was measured.
    public var duration: TimeInterval?
    /// Whole days since the card's previous review; 0 for its first.
    public var elapsedDays: Int
    /// Whole days from this review to the due date it set: 0 for a step of minutes.
    public var scheduledDays: Int
    public var stateBefore: CardState
    public var stateAfter: CardState

    public init(
        date: Date, rating: RecallRating, duration: TimeInterval? = nil, elapsedDays: Int, scheduledDays: Int,
        stateBefore: CardState, stateAfter: CardState
    ) {
        self.date = date
        self.rating = rating
        self.duration = duration
        self.elapsedDays = elapsedDays
        self.scheduledDays = scheduledDays
        self.stateBefore = stateBefore
        self.stateAfter = stateAfter
    }
}
