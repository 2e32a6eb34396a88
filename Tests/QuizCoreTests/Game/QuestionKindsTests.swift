import Foundation
import Testing

@testable import QuizCore

/// Polls, sliders, orderings, pairs and open questions: how each is shown, answered and judged, and every hostile
/// answer refused with a reason, the game as it was.
@Suite("Polls, sliders, orderings, pairs and open questions")
struct QuestionKindsTests {
    static let poll = MixedItem(
        .poll(
            ChoiceItem(
                id: 1, question: "How do you feel?", answers: ["Great", "Fine", "Tired"].map { .init(answer: $0) },
                solution: 0)))
    static let slider = MixedItem(
        .slider(
            SliderItem(
                id: 2, question: "Year of the first moon landing?", low: 1900, high: 2000, answer: 1969,
                tolerance: 2)))
    static let ordering = MixedItem(
        .ordering(OrderingItem(id: 3, question: "Oldest first", items: ["Rome", "Byzantium", "Venice", "Zurich"])))
    static let pairs = MixedItem(
        .pairs(
            PairsItem(
                id: 4, question: "Capitals",
                pairs: [
                    .init(left: "France", right: "Paris"),
                    .init(left: "Italy", right: "Rome"), .init(left: "Spain", right: "Madrid"),
                ],
                extra: ["Lisbon"])))
    static let open = MixedItem(.open(OpenItem(id: 5, question: "One word for today?")))

    static let pack = Pack(
        name: "kinds", title: "Kinds", language: "en", items: .mixed([poll, slider, ordering, pairs, open]))

    @Test("an ordering shows its items alphabetically, or reversed when that is the right order, and takes 3 1 2 4")
    func ordering() throws {
        let question = Question(Self.ordering)
        #expect(question.options == .ordering(["Byzantium", "Rome", "Venice", "Zurich"]))
        #expect(question.solution == .options([2, 1, 3, 4]))
        #expect(question.judge(try question.parse("2 1 3 4")) == true)
        #expect(question.judge(try question.parse("2, 1, 4, 3")) == false)
        let sorted = Question(MixedItem(.ordering(OrderingItem(id: 9, question: "Q", items: ["a", "b", "c"]))))
        #expect(sorted.options == .ordering(["c", "b", "a"]))
        #expect(sorted.judge(try sorted.parse("3 2 1")) == true)
    }

    @Test("pairs show the right sides lettered alphabetically, the extra one among them, and take 1b 2a 3c")
    func pairs() throws {
        let question = Question(Self.pairs)
        #expect(
            question.options
                == .pairs(left: ["France", "Italy", "Spain"], right: ["Lisbon", "Madrid", "Paris", "Rome"]))
        #expect(question.judge(try question.parse("1c 2d 3b")) == true)
        #expect(question.judge(try question.parse("3B,1C,2D")) == true)
        #expect(question.judge(try question.parse("1a 2d 3b")) == false)
        #expect(question.label(of: .options([3, 4, 2])) == "France – Paris, Italy – Rome, Spain – Madrid")
    }

    @Test("a slider takes a number in its range, right within the tolerance")
    func slider() throws {
        let question = Question(Self.slider)
        #expect(question.judge(try question.parse("1970")) == true)
        #expect(question.judge(try question.parse("1971,5")) == false)
    }

    @Test(
        "each hostile answer is refused with its reason",
        arguments: [
            (2, String(repeating: "9", count: 5), GameError.outOfRange("99999", low: 1900, high: 2000)),
            (2, "about 1969", .notANumber("about 1969")),
            (2, "-5", .outOfRange("-5", low: 1900, high: 2000)),
            (3, "1 1 2 3", .notAnOrder("1 1 2 3", count: 4)),
            (3, "1 2 3", .notAnOrder("1 2 3", count: 4)),
            (3, "1 2 3 5", .notAnOrder("1 2 3 5", count: 4)),
            (4, "1a 1b 2c", .notPairs("1a 1b 2c", count: 3, letters: 4)),
            (4, "1a 2a 3b", .notPairs("1a 2a 3b", count: 3, letters: 4)),
            (4, "1a 2b", .notPairs("1a 2b", count: 3, letters: 4)),
            (4, "1e 2a 3b", .notPairs("1e 2a 3b", count: 3, letters: 4)),
            (5, String(repeating: "é", count: 1_000_000), .tooLong(1_000_000, limit: 80)),
            (5, "\u{7}\u{1B}\u{200B}", .emptyAnswer),
        ])
    func hostile(id: Int, typed: String, error: GameError) throws {
        var game = try Game(pack: Self.pack, clock: ManualClock())
        _ = try game.start()
        while game.current?.question.id != id { _ = try game.skip() }
        let before = game.rounds
        #expect(throws: error) { try game.answer(typed) }
        #expect(game.rounds == before)
    }

    @Test("an open answer loses its control characters, and a poll's and an open question's count as given")
    func opinions() throws {
        var game = try Game(pack: Self.pack, clock: ManualClock())
        _ = try game.start()
        _ = try game.answer("2")
        _ = try game.next()
        _ = try game.answer("1969")
        _ = try game.next()
        _ = try game.answer("4 3 2 1")
        _ = try game.next()
        _ = try game.answer("1c 2d 3b")
        _ = try game.next()
        let events = try game.answer("Sunny\u{1B}[31m\u{200E} day\n")
        #expect(game.rounds.last?.answer == .text("Sunny[31m day"))
        #expect(game.rounds.map(\.result) == [nil, true, false, true, nil])
        #expect(game.score.right == 2 && game.score.wrong == 1 && game.score.opinions == 2)
        #expect(game.score.unanswered == 0)
        guard case .judged(let closing) = events, case .finished(let record) = closing.last else {
            Issue.record("expected the game to finish")
            return
        }
        let stats = PackStats.of([record])
        #expect(stats.first?.answers == 5)
        #expect(stats.first?.mostMissed().map { $0.id } == [3])
        let decoded = try JSONDecoder().decode(Score.self, from: JSONEncoder().encode(record.score))
        #expect(decoded == record.score)
    }
}
