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

    /// Dates are compared as the column keeps them, in seconds since 2001 (`KeepsDatesAsSeconds`); the index on
    /// `due` finds the cards due without reading the others.
    public func dueCards(packs: [String], at date: Date) throws -> [PracticeCard] {
        try read { db in
            try StoredPracticeCard
                .filter(StoredPracticeCard.Columns.due <= date.timeIntervalSinceReferenceDate)
                .filter(packs.contains(StoredPracticeCard.Columns.pack))
                .order(StoredPracticeCard.Columns.due, StoredPracticeCard.Columns.pack)
                .fetchAll(db).map(\.practiceCard)
        }
    }

    /// Reads the cards after `date` in the order of their due dates, and stops at the first that `isAsked` accepts.
    public func firstDue(packs: [String], after date: Date, where isAsked: (PracticeCard) -> Bool) throws -> Date? {
        try read { db in
            let cards =
                try StoredPracticeCard
                .filter(StoredPracticeCard.Columns.due > date.timeIntervalSinceReferenceDate)
                .filter(packs.contains(StoredPracticeCard.Columns.pack))
                .order(StoredPracticeCard.Columns.due)
                .fetchCursor(db)
            while let card = try cards.next()?.practiceCard {
                if isAsked(card) { return card.card.due }
            }
            return nil
        }
    }

    public func reviewedCards(pack: String, among ids: [String]) throws -> Set<String> {
        try read { db in
            try Set(
                String.fetchAll(
                    db,
                    StoredPracticeCard.select(StoredPracticeCard.Columns.card)
                        .filter(StoredPracticeCard.Columns.pack == pack)
                        .filter(ids.contains(StoredPracticeCard.Columns.card))))
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
