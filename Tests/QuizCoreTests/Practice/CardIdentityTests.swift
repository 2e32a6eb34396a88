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

    @Test func wordsAreTheSameWhetherTheTextIsASCIIOrNot() {
        let plain = QuizItem(id: 1, question: "Cual es la capital de Australia? (2 words) it's", answer: "Canberra")
        let marked = QuizItem(id: 1, question: "¿Cuál es la capital de Australia? — «2 words» it’s", answer: "Canberra")
        #expect(Self.identity(marked) == Self.identity(plain))
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

    @Test func anIdentitySpellsItsKeyAndOnlySixteenLowercaseDigitsSpellOne() {
        let identity = Self.identity(Self.capital)
        let key = CardIdentity.key(of: Question(Self.capital))
        #expect(CardIdentity.key(of: identity) == key)
        #expect(key.hexDigits == identity)
        #expect(CardIdentity.key(of: "00000000000000ff") == 255)
        #expect(CardIdentity.key(of: "ffffffffffffffff") == .max)
        let others = ["00ff", "1", "ABCDEF0123456789", "0123456789abcdeg", "0123456789abcdef0", " 123456789abcdef", ""]
        for other in others {
            #expect(CardIdentity.key(of: other) == nil, "\(other)")
        }
    }

    @Test func keysSortAsTheirIdentitiesBytes() {
        let identities = (0..<200).map { Self.identity(QuizItem(id: $0, question: "Question \($0)", answer: "\($0)")) }
        let byBytes = identities.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(identities.sorted { CardIdentity.key(of: $0)! < CardIdentity.key(of: $1)! } == byBytes)
    }
}
