import Foundation

/// What practice keeps: each card's schedule and the log of every review. Part of the `PlayerRecords`.
public protocol PracticeRecords: Sendable {
    /// The cards of `packs`, or of every pack when nil, in no set order.
    func practiceCards(packs: [String]?) throws -> [PracticeCard]
    /// The cards of `packs` due at `date` or before, the longest due first, then by pack.
    func dueCards(packs: [String], at date: Date) throws -> [PracticeCard]
    /// The earliest due date after `date` of a card of `packs` that `isAsked` accepts; nil when there is none.
    func firstDue(packs: [String], after date: Date, where isAsked: (PracticeCard) -> Bool) throws -> Date?
    /// Hands `body` the key (`CardIdentity.key(of:)`) of each card of `pack` reviewed before, whether or not its item
    /// is still in the pack, smallest first; one not named by 16 lowercase hex digits names no item, and is left out.
    func forEachReviewedCard(of pack: String, _ body: (UInt64) -> Void) throws
    /// Keeps a card as a review left it, with the review's entry in the log: both or neither.
    func keep(_ card: PracticeCard, reviewed entry: ReviewLogEntry) throws
    /// How many cards were reviewed for the first time from `start` to just before `end`: the new cards of a day.
    func newCardsReviewed(from start: Date, before end: Date) throws -> Int
    /// The review log of `packs` (every pack when nil), oldest first.
    func practiceLog(packs: [String]?) throws -> [PracticeReview]
    /// Deletes the cards of `pack` and their log; how many cards and reviews were deleted.
    func forgetPractice(pack: String) throws -> (cards: Int, reviews: Int)
    /// How many cards (of every pack) fall due on each of `days` UTC days from the day of `date`.
    func dueCounts(from date: Date, days: Int) throws -> [Int]
    /// The weights fitted and kept: those of every pack and those of single packs.
    func practiceParameters() throws -> [PracticeParameters]
    /// Keeps `parameters` in place of those kept for the same pack (or for every pack).
    func keep(_ parameters: PracticeParameters) throws
}
