import Foundation

/// One review as FSRS's optimizer reads a review log: the card, when, the rating and the card's state before it.
///
/// The fields are those of the CSV that `quiz practice --export-log` writes and FSRS's optimizers read; a log file may
/// hold anything in them, so they are plain numbers here, checked where the log becomes a `TrainingSet`.
public struct LoggedReview: Sendable, Hashable {
    /// A whole number per card (`PracticeCard.number(pack:id:)` for quiz's own log).
    public var card: Int64
    /// Milliseconds since 1970.
    public var time: Int64
    /// 1 Again, 2 Hard, 3 Good, 4 Easy.
    public var rating: Int
    /// The card's state before the review: 0 new, 1 learning, 2 review, 3 relearning.
    public var state: Int
}

extension LoggedReview {
    /// A review of quiz's own log.
    public init(_ review: PracticeReview) {
        card = PracticeCard.number(pack: review.pack, id: review.card)
        time = Int64((review.entry.date.timeIntervalSince1970 * 1000).rounded())
        rating = review.entry.rating.rawValue
        state = review.entry.stateBefore.rawValue
    }
}
