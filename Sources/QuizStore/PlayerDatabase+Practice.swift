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
    /// `due` finds the cards due without reading the others (see `ofPacks(_:)`).
    public func dueCards(packs: [String], at date: Date) throws -> [PracticeCard] {
        try read { db in
            try StoredPracticeCard
                .filter(StoredPracticeCard.Columns.due <= date.timeIntervalSinceReferenceDate)
                .filter(literal: StoredPracticeCard.ofPacks(packs))
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
                .filter(literal: StoredPracticeCard.ofPacks(packs))
                .order(StoredPracticeCard.Columns.due)
                .fetchCursor(db)
            while let card = try cards.next()?.practiceCard {
                if isAsked(card) { return card.card.due }
            }
            return nil
        }
    }

    /// One read of the primary key's range for the pack, in its order, each identity handed on as the key it spells
    /// as it is read, rather than the pack's items asked for a few at a time or the identities collected in a set.
    public func forEachReviewedCard(of pack: String, _ body: (UInt64) -> Void) throws {
        try read { db in
            let identities = try StoredPracticeCard.filter { $0.pack == pack }.order { $0.card }
                .select({ $0.card }, as: String.self).fetchCursor(db)
            while let identity = try identities.next() {
                if let key = CardIdentity.key(of: identity) { body(key) }
            }
        }
    }

    public func keep(_ card: PracticeCard, reviewed entry: ReviewLogEntry) throws {
        try write { db in
            try StoredPracticeCard(card).save(db)
            try StoredPracticeReview(pack: card.pack, card: card.id, entry).insert(db)
        }
    }

    /// Dates are compared as the column keeps them, in seconds since 2001 (`KeepsDatesAsSeconds`). Bounded on both
    /// sides, so that the index on `date` reads the reviews of that day alone, not the whole log from that day on.
    public func newCardsReviewed(from start: Date, before end: Date) throws -> Int {
        try read { db in
            try StoredPracticeReview
                .filter(StoredPracticeReview.Columns.date >= start.timeIntervalSinceReferenceDate)
                .filter(StoredPracticeReview.Columns.date < end.timeIntervalSinceReferenceDate)
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
