import Foundation
import QuizCore
import Testing

@Suite("The queue of a practice session")
struct PracticeQueueTests {
    private static let now = Date(timeIntervalSince1970: 1_700_000_000)
    private static let day: TimeInterval = 86_400

    private static let films = Pack(
        name: "films", title: "Films", language: "en",
        items: .film([
            FilmItem(id: 1, title: "Jaws", question: "Spielberg directed it", answer: true),
            FilmItem(id: 2, title: "Alien", question: "It is from 1979", answer: true),
            FilmItem(id: 3, title: "Heat", question: "It is from 1985", answer: false),
            FilmItem(id: 4, title: "Fargo", question: "The Coens made it", answer: true),
        ]))

    private static func id(_ index: Int, of pack: Pack = films) -> String {
        CardIdentity.of(pack.question(at: index)!)
    }

    private static func card(_ index: Int, due: Date) -> PracticeCard {
        PracticeCard(
            pack: "films", id: id(index),
            card: Card(
                state: .review, memory: MemoryState(stability: 3, difficulty: 5), due: due, lastReview: due - 3 * day))
    }

    @Test func dueCardsComeFirstTheLongestDueFirstThenNewOnesUpToTheLimit() {
        let cards = [Self.card(2, due: Self.now - Self.day), Self.card(0, due: Self.now - 3 * Self.day)]
        let queue = PracticeQueue(packs: [Self.films], cards: cards, at: Self.now, newCards: 1)
        #expect(queue.entries.map(\.index) == [0, 2, 1])
        #expect(queue.entries.map { $0.card == nil } == [false, false, true])
    }

    @Test func nothingDueSaysWhenTheNextCardIs() {
        let cards = [Self.card(0, due: Self.now + 2 * Self.day), Self.card(1, due: Self.now + Self.day)]
        let queue = PracticeQueue(packs: [Self.films], cards: cards, at: Self.now, newCards: 0)
        #expect(queue.entries.isEmpty)
        #expect(queue.nextDue == Self.now + Self.day)
    }

    @Test func aMovedItemKeepsItsCardAndAChangedAnswerIsANewCard() throws {
        guard case .film(var items) = Self.films.items else { return }
        items.swapAt(0, 3)
        items[1].answer = false
        var edited = Self.films
        edited.items = .film(items)
        let cards = [Self.card(0, due: Self.now - Self.day), Self.card(1, due: Self.now - Self.day)]
        let queue = PracticeQueue(packs: [edited], cards: cards, at: Self.now, newCards: 0)
        #expect(queue.entries.map(\.index) == [3])
        #expect(queue.known.map(\.id) == [Self.id(0)])
    }

    @Test func aPollHasNoRightAnswerToRememberAndIsNoCard() {
        let poll = ChoiceItem(
            id: 1, question: "Which do you prefer?", answers: ["Tea", "Coffee"].map { .init(answer: $0) }, solution: 1)
        let river = QuizItem(id: 2, question: "Longest river?", answer: "Nile")
        let pack = Pack(
            name: "class", title: "Class", language: "en",
            items: .mixed([MixedItem(.poll(poll)), MixedItem(.quiz(river))]))
        let queue = PracticeQueue(packs: [pack], cards: [], at: Self.now, newCards: 5)
        #expect(queue.entries.map(\.index) == [1])
    }

    @Test func crammingAsksTheLeastLikelyToBeRecalledFirst() throws {
        var fresh = Self.card(0, due: Self.now + Self.day)
        fresh.card.lastReview = Self.now - Self.day
        let stale = Self.card(1, due: Self.now - 9 * Self.day)
        let queue = PracticeQueue(packs: [Self.films], cards: [fresh, stale], at: Self.now, newCards: 0)
        let scheduler = try Scheduler(fuzzesIntervals: false)
        #expect(queue.cramming(at: Self.now, by: scheduler).map(\.index) == [1, 0])
    }

    @Test func ofCardsReviewedTheSameDayCrammingAsksTheLeastStableFirst() throws {
        var good = Self.card(0, due: Self.now + 3 * Self.day)
        var again = Self.card(1, due: Self.now + Self.day)
        (good.card.lastReview, again.card.lastReview) = (Self.now - 60, Self.now - 30)
        again.card.memory = MemoryState(stability: 0.4, difficulty: 8)
        let queue = PracticeQueue(packs: [Self.films], cards: [good, again], at: Self.now, newCards: 0)
        #expect(queue.cramming(at: Self.now, by: try Scheduler(fuzzesIntervals: false)).map(\.index) == [1, 0])
    }
}
