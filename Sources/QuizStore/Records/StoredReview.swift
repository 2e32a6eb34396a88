import Foundation
import GRDB
import QuizCore

/// A row of `review`: what the player thought of one question.
struct StoredReview: Codable, FetchableRecord, NumberedByRowID, KeepsDatesAsSeconds {
    static let databaseTableName = "review"

    var id: Int64?
    var pack: String
    var item: Int
    var rating: Int
    var text: String
    var date: Date

    enum Columns: String, ColumnExpression { case id, date }

    var review: Review {
        Review(id: id ?? 0, pack: pack, item: item, rating: rating, text: text, date: date)
    }
}
