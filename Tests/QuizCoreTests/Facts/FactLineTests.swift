import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("The line of facts: the shown one goes to the back")
struct FactLineTests {
    private let facts = [
        FactItem(id: 1, category: "art", title: "A", text: "a"),
        FactItem(id: 2, category: "sports", title: "B", text: "b"),
        FactItem(id: 3, category: "art", title: "C", text: "c"),
        FactItem(id: 4, category: "art", title: "D", text: "d"),
    ]

    @Test func everyFactComesRoundBeforeAnyComesAgain() {
        var line = FactLine()
        let shown = (1...6).compactMap { _ in line.next(in: FactCategoryIndex("art", of: facts)).map { facts[$0].id } }
        #expect(shown == [1, 3, 4, 1, 3, 4])
        #expect(line.lines["art"] == [1, 3, 4])
    }

    @Test func aCategoryWithoutFactsGivesNone() {
        var line = FactLine()
        #expect(line.next(in: FactCategoryIndex("music", of: facts)) == nil)
        #expect(line.lines.isEmpty)
    }

    @Test func newFactsComeFirstAndRemovedOnesGo() {
        var line = FactLine(lines: ["art": [3, 9, 1]])
        #expect(line.next(in: FactCategoryIndex("art", of: facts)).map { facts[$0].id } == 4)
        #expect(line.lines["art"] == [3, 1, 4])
    }

    @Test func gamesEndWithEachCategoryInTurn() {
        var line = FactLine()
        let categories = FactCategories(facts).names
        #expect(categories == ["art", "sports"])
        let turns = (1...3).compactMap { _ in line.nextCategory(among: categories) }
        #expect(turns == ["art", "sports", "art"])
        #expect(line.nextCategory(among: []) == nil)
    }

    @Test func categoriesAreCountedAndFoundWithoutAccents() {
        let categories = FactCategories(facts + [FactItem(id: 5, category: "educación", title: "E", text: "e")])
        #expect(categories.counts.map(\.count) == [3, 1, 1])
        #expect(categories.named("EDUCACION") == "educación")
        #expect(categories.named("music") == nil)
    }
}

extension FactCategoryIndex {
    /// The index of `category` among `facts`; empty when none of them is of it.
    fileprivate init(_ category: String, of facts: [FactItem]) {
        self = Self.byCategory(facts)[category] ?? Self(category: category)
    }
}
