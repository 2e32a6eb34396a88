import QuizCore
import Testing

/// A card keeps its identity, and so its history, through edits of its wording, and starts afresh when its answer
/// changes.
@Suite("Card identity across edits of a pack")
struct CardIdentityTests {
    private static let capital = QuizItem(
        id: 7, question: "What is the capital of Australia?", answer: "Canberra", alternatives: [])

    private static func identity(_ item: QuizItem) -> String {
        CardIdentity.of(Question(item))
    }

    @Test(arguments: [
        QuizItem(id: 7, question: "what is the capital of australia", answer: "canberra"),
        QuizItem(id: 7, question: "  What is the  CAPITAL of Australia ?? ", answer: "Canberra."),
        QuizItem(id: 7, question: "What is the capital of Austrália?", answer: "Cánberra"),
        QuizItem(id: 7, question: "What is the capital of Australia?", answer: "Canberra", alternatives: ["ACT"]),
        QuizItem(id: 42, question: "What is the capital of Australia?", answer: "Canberra"),
    ])
    func survivesAnEditOfItsWording(edited: QuizItem) {
        #expect(Self.identity(edited) == Self.identity(Self.capital))
    }

    @Test func startsAfreshWhenTheAnswerOrTheWordsChange() {
        let newAnswer = QuizItem(id: 7, question: "What is the capital of Australia?", answer: "Sydney")
        let newWords = QuizItem(id: 7, question: "What is the largest city of Australia?", answer: "Canberra")
        #expect(Self.identity(newAnswer) != Self.identity(Self.capital))
        #expect(Self.identity(newWords) != Self.identity(Self.capital))
    }

    @Test func aMatchIsNamedByItsWinnerNotItsPlace() {
        let final = MatchItem(
            id: 3, phase: "Final 2022", team1: .init(name: "Argentina"), team2: .init(name: "Francia"), winner: 1,
            details: "3(4)-3(2)")
        var swapped = final
        swapped.id = 9
        var otherWinner = final
        otherWinner.winner = 2
        #expect(CardIdentity.of(Question(final)) == CardIdentity.of(Question(swapped)))
        #expect(CardIdentity.of(Question(final)) != CardIdentity.of(Question(otherWinner)))
        #expect(CardIdentity.of(Question(final)).count == 16)
    }
}
