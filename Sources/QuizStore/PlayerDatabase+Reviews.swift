import Foundation
import GRDB
import QuizCore

/// The player's reviews of questions, one row each.
extension PlayerDatabase {
    public func addReview(pack: String, item: Int, rating: Int, text: String, at date: Date) throws -> Review {
        try write { db in
            try StoredReview(pack: pack, item: item, rating: rating, text: text, date: date).inserted(db).review
        }
    }

    public func update(_ review: Review) throws -> Bool {
        try write { db in
            do {
                try StoredReview(
                    id: review.id, pack: review.pack, item: review.item, rating: review.rating, text: review.text,
                    date: review.date
                )
                .update(db)
                return true
            } catch RecordError.recordNotFound {
                return false
            }
        }
    }

    public func deleteReview(id: Int64) throws -> Bool {
        try write { db in try StoredReview.deleteOne(db, key: id) }
    }

    public func reviews() throws -> [Review] {
        try read { db in try StoredReview.order { [$0.date, $0.id] }.fetchAll(db).map(\.review) }
    }
}
