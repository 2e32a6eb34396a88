import Foundation
import GRDB
import QuizCore

/// A row of `practice_review`: one review of a card, as FSRS's optimizer reads a review log.
struct StoredPracticeReview: Codable, FetchableRecord, PersistableRecord, KeepsDatesAsSeconds {
    static let databaseTableName = "practice_review"

    /// Nil until it is inserted.
    var id: Int64?
    var pack: String
    var card: String
    var date: Date
    var rating: Int
    var duration: TimeInterval?
    var elapsedDays: Int
    var scheduledDays: Int
    var stateBefore: Int
    var stateAfter: Int

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, pack, card, date, rating, duration
        case elapsedDays = "elapsed_days"
        case scheduledDays = "scheduled_days"
        case stateBefore = "state_before"
        case stateAfter = "state_after"
    }

    typealias Columns = CodingKeys

    init(pack: String, card: String, _ entry: ReviewLogEntry) {
        self.pack = pack
        self.card = card
        date = entry.date
        rating = entry.rating.rawValue
        duration = entry.duration
        elapsedDays = entry.elapsedDays
        scheduledDays = entry.scheduledDays
        stateBefore = entry.stateBefore.rawValue
        stateAfter = entry.stateAfter.rawValue
    }

    /// The review; nil for a row whose rating or states no version wrote.
    var review: PracticeReview? {
        guard let rating = RecallRating(rawValue: rating), let before = CardState(rawValue: stateBefore),
            let after = CardState(rawValue: stateAfter)
        else { return nil }
        return PracticeReview(
            pack: pack, card: card,
            entry: ReviewLogEntry(
                date: date, rating: rating, duration: duration, elapsedDays: elapsedDays, scheduledDays: scheduledDays,
                stateBefore: before, stateAfter: after))
    }
}
