import Foundation
import GRDB
import QuizAPI
import QuizCore

/// The player's reviews of questions, one row each.
extension PlayerDatabase: ReviewBook {
    public func add(pack: String, item: Int, rating: Int, text: String, at date: Date) throws -> Review {
        try write { db in
            try db.cachedStatement(sql: "INSERT INTO review (pack, item, rating, text, date) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [pack, item, rating, text, date.timeIntervalSinceReferenceDate])
            return Review(id: db.lastInsertedRowID, pack: pack, item: item, rating: rating, text: text, date: date)
        } fallback: {
            $0.add(pack: pack, item: item, rating: rating, text: text, at: date)
        }
    }

    public func update(_ review: Review) throws -> Bool {
        try write { db in
            try db.cachedStatement(
                sql: "UPDATE review SET pack = ?, item = ?, rating = ?, text = ?, date = ? WHERE id = ?"
            )
            .execute(arguments: [
                review.pack, review.item, review.rating, review.text, review.date.timeIntervalSinceReferenceDate,
                review.id,
            ])
            return db.changesCount > 0
        } fallback: {
            $0.update(review)
        }
    }

    public func delete(id: Int64) throws -> Bool {
        try write { db in
            try db.cachedStatement(sql: "DELETE FROM review WHERE id = ?").execute(arguments: [id])
            return db.changesCount > 0
        } fallback: {
            $0.delete(id: id)
        }
    }

    public func all() throws -> [Review] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, pack, item, rating, text, date FROM review ORDER BY date, id").map {
                Review(
                    id: $0[0], pack: $0[1], item: $0[2], rating: $0[3], text: $0[4],
                    date: Date(timeIntervalSinceReferenceDate: $0[5]))
            }
        } fallback: {
            $0.all()
        }
    }
}
