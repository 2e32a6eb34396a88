import Foundation
import GRDB
import QuizCore

/// The cards of practice and their review log.
extension PlayerDatabase {
    public func practiceCards(packs: [String]?) throws -> [PracticeCard] {
        try read { db in
            var request = StoredPracticeCard.all()
            if let packs { request = request.filter(packs.contains(StoredPracticeCard.Columns.pack)) }
            return try request.fetchAll(db).map(\.practiceCard)
        }
    }

    public func keep(_ card: PracticeCard, reviewed entry: ReviewLogEntry) throws {
        try write { db in
            try StoredPracticeCard(card).save(db)
            try StoredPracticeReview(pack: card.pack, card: card.id, entry).insert(db)
        }
    }

    /// Dates are compared as the column keeps them, in seconds since 2001 (`KeepsDatesAsSeconds`).
    public func newCardsReviewed(since date: Date) throws -> Int {
        try read { db in
            try StoredPracticeReview
                .filter(StoredPracticeReview.Columns.date >= date.timeIntervalSinceReferenceDate)
                .filter(StoredPracticeReview.Columns.stateBefore == CardState.new.rawValue)
                .fetchCount(db)
        }
    }

    public func practiceLog(packs: [String]?) throws -> [PracticeReview] {
        try read { db in
            var request = StoredPracticeReview.all()
            if let packs { request = request.filter(packs.contains(StoredPracticeReview.Columns.pack)) }
            return try request.order(StoredPracticeReview.Columns.date, StoredPracticeReview.Columns.id).fetchAll(db)
                .compactMap(\.review)
        }
    }

    public func forgetPractice(pack: String) throws -> (cards: Int, reviews: Int) {
        try write { db in
            let cards = try StoredPracticeCard.filter(StoredPracticeCard.Columns.pack == pack).deleteAll(db)
            let reviews = try StoredPracticeReview.filter(StoredPracticeReview.Columns.pack == pack).deleteAll(db)
            return (cards, reviews)
        }
    }
}
