import Testing

@testable import QuizCore

/// A pack of mixed kinds: each item a question of its own kind headed by its section, played in the pack's order.
@Suite("A pack of mixed kinds plays as one game in its order")
struct MixedPackTests {
    static let france = ChoiceItem(
        id: 1, category: "Europe", question: "Capital of France?",
        answers: ["Paris", "Lyon"].map { .init(answer: $0) },
        solution: 1)
    static let pack = Pack(
        name: "geography", title: "Geography", language: "en",
        items: .mixed([
            MixedItem(section: "Europe", .choice(france)),
            MixedItem(section: "Europe", .quiz(QuizItem(id: 2, question: "Capital of Spain?", answer: "Madrid"))),
            MixedItem(
                section: "Rivers",
                .film(FilmItem(id: 3, title: "Geography", question: "The Seine flows through Paris.", answer: true))),
            MixedItem(.quiz(QuizItem(id: 4, question: "Longest river?", answer: "Nile"))),
        ]))

    @Test("each item is a question of its own kind, headed by its section")
    func questions() {
        let questions = Question.all(in: Self.pack.items)
        #expect(questions.map(\.kind) == [.choice, .quiz, .film, .quiz])
        #expect(questions.map(\.id) == [1, 2, 3, 4])
        #expect(questions.map(\.heading) == ["Europe", "Europe", "Rivers", nil])
        #expect(questions[1].check == .local(.text("Madrid")))
        #expect(Self.pack.kind == .mixed && Self.pack.itemKinds == [.quiz, .film, .choice])
    }

    @Test("every seed plays the pack in its order, and a limit takes its first questions")
    func order() throws {
        for seed: UInt64 in [0, 1, 7, 12345] {
            let game = try Game(pack: Self.pack, options: GameOptions(seed: seed))
            #expect(game.questions.map(\.id) == [1, 2, 3, 4], "seed \(seed)")
        }
        let limited = try Game(pack: Self.pack, options: GameOptions(seed: 3, limit: 2))
        #expect(limited.questions.map(\.id) == [1, 2])
        let filtered = try Game(pack: Self.pack, options: GameOptions(seed: 3, filter: "rivers"))
        #expect(filtered.questions.map(\.id) == [3])
    }

    @Test("the items of one kind, in order, are what an original API of that kind is given")
    func itemsOfOneKind() {
        guard case .quiz(let quizzes) = Self.pack.items.ofKind(.quiz) else {
            Issue.record("expected quizzes")
            return
        }
        #expect(quizzes.map(\.id) == [2, 4])
        #expect(Self.pack.items.ofKind(.match) == .match([]))
        #expect(PackItems.film([]).ofKind(.quiz) == .quiz([]))
    }

    @Test("a quiz checked offline is found in a mixed pack, and a match it does not hold is not")
    func offlineCheck() throws {
        let check = OfflineCheck(pack: Self.pack)
        #expect(try check.check(.quiz(id: 2, answer: "madrid")))
        #expect(throws: OfflineCheck.Unavailable(id: 9)) { try check.check(.match(id: 9, winner: 1)) }
    }

    @Test("a choice question keeps its practice card in a mixed pack whose section is its category")
    func cardIdentity() {
        let inMixed = Question.all(in: Self.pack.items)
        #expect(CardIdentity.of(inMixed[0]) == CardIdentity.of(Question(Self.france)))
        #expect(Set(inMixed.map(CardIdentity.of)).count == 4)
    }
}
