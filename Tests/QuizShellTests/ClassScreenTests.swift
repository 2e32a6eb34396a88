import QuizClass
import QuizShell
import Testing

@Suite struct ClassScreenTests {
    private func verdict(_ language: Language, inARow: Int?) -> String {
        let closed = QuestionClosed(
            question: 3, solution: nil, solutionLabel: nil, counts: [], top: [],
            you: .init(answered: true, right: true, gained: 1200, points: 3300, rank: 1, players: 2, inARow: inARow))
        return ClassScreen(text: Messages(language: language)).lines(for: .closed(closed))
            .first { $0.contains("1200") } ?? ""
    }

    @Test func aVerdictWithTheStreakBonusSaysHowManyInARowAndWhatTheyAdded() {
        #expect(
            verdict(.en, inARow: 3) == "✓ Right! +1200 points (3 in a row: +200). You have 3300 points, rank 1 of 2.")
        #expect(
            verdict(.es, inARow: 3)
                == "✓ ¡Bien! +1200 puntos (3 seguidas: +200). Llevas 3300 puntos, puesto 1 de 2.")
    }

    @Test func theFirstRightAnswerOrARoomWithoutTheBonusSaysNoStreak() {
        #expect(verdict(.en, inARow: 1) == "✓ Right! +1200 points. You have 3300 points, rank 1 of 2.")
        #expect(verdict(.en, inARow: nil) == "✓ Right! +1200 points. You have 3300 points, rank 1 of 2.")
    }
}
