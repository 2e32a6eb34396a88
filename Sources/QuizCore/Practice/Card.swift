import Foundation

/// One thing to remember, as the scheduler sees it: its state, its memory and when it is due.
///
/// A card keeps nothing of what it asks; whoever stores it keeps these fields beside the item they schedule.
public struct Card: Sendable, Hashable, Codable {
    public var state: CardState
    /// The learning or relearning step the card is at (0 for the first); nil when new or in review.
    public var step: Int?
    /// Nil until the first review.
    public var memory: MemoryState?
    public var due: Date
    public var lastReview: Date?

    /// A card as it was stored; with only `due`, a new card due then.
    public init(
        state: CardState = .new, step: Int? = nil, memory: MemoryState? = nil, due: Date, lastReview: Date? = nil
    ) {
        self.state = state
        self.step = step
        self.memory = memory
        self.due = due
        self.lastReview = lastReview
    }
}
