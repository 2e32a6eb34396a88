import QuizCore
import Testing

@Suite("The cards of a pack, kept from one queue to the next")
struct PackCardsTests {
    private static let films = Pack(
        name: "films", title: "Films", language: "en",
        items: .film([
            FilmItem(id: 1, title: "Jaws", question: "Spielberg directed it", answer: true),
            FilmItem(id: 2, title: "Jaws", question: "Spielberg directed it!", answer: true),
            FilmItem(id: 3, title: "Heat", question: "It is from 1985", answer: false),
        ]))

    @Test func eachCardIsNamedOnceByItsFirstItem() {
        let cards = Self.films.cards
        #expect(cards.cards.map(\.index) == [0, 2])
        #expect(cards.cards.map(\.id) == [0, 2].map { CardIdentity.of(Self.films.question(at: $0)!) })
        #expect(cards.indices == Dictionary(uniqueKeysWithValues: cards.cards.map { ($0.id, $0.index) }))
    }

    @Test func anEditedPackHasTheCardsOfItsNewItemsNotThoseKeptForItsCopies() {
        let kept = Self.films.cards
        var edited = Self.films
        guard case .film(var items) = edited.items else { return }
        items[2].answer = true
        items.swapAt(0, 2)
        edited.items = .film(items)
        let cards = edited.cards
        #expect(cards.cards.map(\.index) == [0, 1])
        #expect(cards.cards.map(\.id) == [0, 1].map { CardIdentity.of(edited.question(at: $0)!) })
        #expect(cards.cards.map(\.id) != kept.cards.map(\.id))
        #expect(Self.films.cards.cards.map(\.id) == kept.cards.map(\.id))
    }
}
