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

    /// One read of the primary key's range for the pack, in its order, each identity handed on as it is read: asking
    /// for the pack's items 500 at a time took 680 ms over the 100,000 cards of `Scripts/bench practice`, all
    /// reviewed, and collecting the identities in a set 100 ms. Each identity is read as the key it spells
    /// (`StoredCardKey`): walked as strings beside the pack's own, the identities took about 50 ms, most of it
    /// counting references to the strings compared.
    public func forEachReviewedCard(of pack: String, _ body: (UInt64) -> Void) throws {
        try read { db in
            let keys = try StoredCardKey.fetchCursor(
                db,
                StoredPracticeCard.select(StoredPracticeCard.Columns.card)
                    .filter(StoredPracticeCard.Columns.pack == pack)
                    .order(StoredPracticeCard.Columns.card))
            while let stored = try keys.next() {
                if let key = stored.key { body(key) }
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
    /// sides, so that the index on `date` reads the reviews of that day alone: from the start of the day on, the log of
    /// `Scripts/bench practice` has 800,000 reviews to read, which took 320 ms.
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
