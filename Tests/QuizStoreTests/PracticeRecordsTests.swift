import Foundation
import QuizCore
import QuizStore
import Testing

@Suite("Practice cards and their review log in the player's database")
struct PracticeRecordsTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    private static func review(_ card: Card, _ rating: RecallRating, at date: Date) -> (Card, ReviewLogEntry) {
        var generator = SeededGenerator(seed: 1)
        return try! Scheduler(fuzzesIntervals: false).review(card, rating, at: date, duration: 4.5, using: &generator)
    }

    @Test func aReviewedCardAndItsLogComeBackFromTheFile() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (card, entry) = Self.review(Card(due: Self.start), .easy, at: Self.start)
        try folder.database().keep(PracticeCard(pack: "films", id: "00ff", card: card), reviewed: entry)
        let reopened = folder.database()
        let cards = try reopened.practiceCards(packs: ["films"])
        #expect(cards == [PracticeCard(pack: "films", id: "00ff", card: card)])
        #expect(try reopened.practiceCards(packs: ["books"]).isEmpty)
        #expect(try reopened.practiceLog(packs: nil).map(\.entry) == [entry])
    }

    @Test func theNewCardsOfTheDayAreCountedFromTheStartOfTheDay() throws {
        let database = PlayerDatabase()
        let yesterday = Self.start - 86_400
        for (index, date) in [yesterday, Self.start, Self.start + 60].enumerated() {
            let (card, entry) = Self.review(Card(due: date), .good, at: date)
            try database.keep(PracticeCard(pack: "films", id: "\(index)", card: card), reviewed: entry)
        }
        let first = try #require(database.practiceCards(packs: nil).first?.card)
        let (again, entry) = Self.review(first, .good, at: Self.start + 120)
        try database.keep(PracticeCard(pack: "films", id: "0", card: again), reviewed: entry)
        #expect(try database.newCardsReviewed(from: Self.start, before: Self.start + 86_400) == 2)
        #expect(try database.newCardsReviewed(from: yesterday, before: Self.start) == 1)
        #expect(try database.newCardsReviewed(from: yesterday, before: Self.start + 86_400) == 3)
    }

    @Test func theCardsDueAreThoseOfTheChosenPacksTheLongestDueFirst() throws {
        let database = PlayerDatabase()
        for (pack, id, offset) in [
            ("films", "1", -60.0), ("books", "2", -120), ("films", "3", -180), ("films", "4", 60),
        ] {
            let (reviewed, entry) = Self.review(Card(due: Self.start), .good, at: Self.start - 86_400)
            var card = reviewed
            card.due = Self.start + offset
            try database.keep(PracticeCard(pack: pack, id: id, card: card), reviewed: entry)
        }
        #expect(try database.dueCards(packs: ["films"], at: Self.start).map(\.id) == ["3", "1"])
        #expect(try database.dueCards(packs: ["films", "books"], at: Self.start).map(\.id) == ["3", "2", "1"])
        #expect(try database.dueCards(packs: [], at: Self.start).isEmpty)
        #expect(try database.firstDue(packs: ["books"], after: Self.start) { _ in true } == nil)
        #expect(try database.firstDue(packs: ["films"], after: Self.start) { _ in true } == Self.start + 60)
    }

    @Test func forgettingAPackDeletesItsCardsAndLogOnly() throws {
        let database = PlayerDatabase()
        for pack in ["films", "books"] {
            let (card, entry) = Self.review(Card(due: Self.start), .again, at: Self.start)
            try database.keep(PracticeCard(pack: pack, id: "1", card: card), reviewed: entry)
        }
        let forgotten = try database.forgetPractice(pack: "films")
        #expect(forgotten.cards == 1 && forgotten.reviews == 1)
        #expect(try database.practiceCards(packs: nil).map(\.pack) == ["books"])
        #expect(try database.practiceLog(packs: nil).map(\.pack) == ["books"])
    }
    @Test func theQueueReadFromTheDatabaseIsTheQueueOfAllTheCards() throws {
        let films = Pack(
            name: "films", title: "Films", language: "en",
            items: .film(
                (1...12).map { FilmItem(id: $0, title: "Film \($0)", question: "It is number \($0)", answer: true) }))
        let database = PlayerDatabase()
        let ids = (0..<12).map { CardIdentity.of(films.question(at: $0)!) }
        // Two cards due at the same moment, one due later, one due tomorrow, and one whose item left the pack.
        let dues: [(String, TimeInterval)] = [
            (ids[7], -3_600), (ids[2], -3_600), (ids[5], -60), (ids[9], 86_400), ("0123456789abcdef", -7_200),
            ("fedcba9876543210", 3_600),
        ]
        for (id, offset) in dues {
            let (card, entry) = Self.review(Card(due: Self.start), .good, at: Self.start - 86_400)
            var due = card
            due.due = Self.start + offset
            try database.keep(PracticeCard(pack: "films", id: id, card: due), reviewed: entry)
        }
        for newCards in [0, 3, 20] {
            let read = try PracticeQueue(packs: [films], records: database, at: Self.start, newCards: newCards)
            let whole = PracticeQueue(
                packs: [films], cards: try database.practiceCards(packs: nil), at: Self.start, newCards: newCards)
            #expect(read.entries == whole.entries)
            #expect(read.nextDue == whole.nextDue)
        }
        let queue = try PracticeQueue(packs: [films], records: database, at: Self.start, newCards: 3)
        #expect(queue.entries.map(\.index) == [2, 7, 5, 0, 1, 3])
        #expect(queue.nextDue == Self.start + 86_400)
    }

    @Test func cardsNamedOtherwiseThanByAnIdentityDoNotHideTheNewCards() throws {
        let films = Pack(
            name: "films", title: "Films", language: "en",
            items: .film(
                (1...12).map { FilmItem(id: $0, title: "Film \($0)", question: "It is number \($0)", answer: true) }))
        let database = PlayerDatabase()
        let ids = (0..<12).map { CardIdentity.of(films.question(at: $0)!) }
        // Names that sort among the identities' bytes but spell no key: short, uppercase, longer, not hexadecimal.
        let others = ["1", "00ff", ids[7].uppercased(), ids[9] + "0", "zz", String(ids[11].dropLast()) + "g"]
        for id in ids[0..<6] + others {
            let (card, entry) = Self.review(Card(due: Self.start), .good, at: Self.start - 86_400)
            var later = card
            later.due = Self.start + 86_400
            try database.keep(PracticeCard(pack: "films", id: id, card: later), reviewed: entry)
        }
        var keys: [UInt64] = []
        try database.forEachReviewedCard(of: "films") { keys.append($0) }
        #expect(keys == ids[0..<6].compactMap(CardIdentity.key(of:)).sorted())
        let queue = try PracticeQueue(packs: [films], records: database, at: Self.start, newCards: 20)
        #expect(queue.entries.map(\.index) == Array(6..<12))
        let whole = PracticeQueue(
            packs: [films], cards: try database.practiceCards(packs: nil), at: Self.start, newCards: 20)
        #expect(queue.entries == whole.entries)
    }
}
