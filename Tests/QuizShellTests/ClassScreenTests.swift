import Foundation
import QuizServer
import QuizShell
import Testing

@testable import QuizClass

@Suite struct ClassScreenTests {
    private func verdict(_ language: Language, inARow: Int?) -> String {
        let closed = QuestionClosed(
            question: 3, solution: nil, solutionLabel: nil, counts: [], top: [],
            you: .init(answered: true, right: true, gained: 1200, points: 3300, rank: 1, players: 2, inARow: inARow))
        return Messages(language: language).roomLines(for: .closed(closed))
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

    @Test func aNearAnswerSaysItsShareOfThePointsAndAnOpinionThatItWasTaken() {
        func lines(_ language: Language, opinion: Bool) -> [String] {
            var closed = QuestionClosed(
                question: 2, solution: nil, solutionLabel: nil, counts: [], top: [],
                you: .init(answered: true, right: false, gained: opinion ? 0 : 463, points: 463, rank: 2, players: 3))
            closed.opinion = opinion ? true : nil
            return Messages(language: language).roomLines(for: .closed(closed))
        }
        #expect(lines(.en, opinion: false).contains("≈ Close: +463 points. You have 463 points, rank 2 of 3."))
        #expect(lines(.es, opinion: false).contains("≈ Casi: +463 puntos. Llevas 463 puntos, puesto 2 de 3."))
        #expect(lines(.en, opinion: true).contains("✓ Answer taken. You have 463 points, rank 2 of 3."))
    }

    @Test func aRoomOfOneQuestionSaysQuestionInTheSingular() {
        let until = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(
            Messages(language: .en).roomOpened(pin: "609905", title: "Cup", questions: 1, seconds: 20)
                == "room 609905 open: Cup, 1 question of 20 s")
        #expect(
            Messages(language: .es).roomOpened(pin: "609905", title: "Cup", questions: 1, seconds: 20)
                == "sala 609905 abierta: Cup, 1 pregunta de 20 s")
        #expect(
            Messages(language: .en).roomAssigned(pin: "609905", title: "Cup", questions: 1, seconds: 30, until: until)
                .hasPrefix("homework in room 609905: Cup, 1 question of 30 s, open until "))
        #expect(
            Messages(language: .es).roomAssigned(pin: "609905", title: "Cup", questions: 1, seconds: 30, until: until)
                .hasPrefix("deberes en la sala 609905: Cup, 1 pregunta de 30 s, abierta hasta el "))
    }
}

@Suite("A player's connection back to a room that is gone")
struct RoomGoneTests {
    @Test("after a lost connection, a room no longer open reads as ended, not as a mistyped PIN")
    func aRoomGoneWhileAwayReadsAsEnded() async {
        let refusal = ServerMessage.error(code: .noSuchRoom, detail: "no open room has the PIN 123456")
        for (language, ended, mistyped) in [
            (
                Language.en,
                "error: the room is no longer open: it ended, or its server restarted, which ends a live room",
                "error: no open room has that PIN"
            ),
            (
                .es,
                "error: la sala ya no está abierta: terminó, o su servidor se reinició, y una sala en directo termina con él",
                "error: ninguna sala abierta tiene ese PIN"
            ),
        ] {
            let pictures = ClassPictures(
                transport: FixtureTransport(api: PackAPI(packs: [])), server: URL(string: "http://127.0.0.1:9")!,
                terminal: .script, mode: .off, text: Messages(language: language), style: Style(enabled: false))
            #expect(await pictures.lines(for: refusal, pack: nil, rejoined: true) == [ended])
            #expect(await pictures.lines(for: refusal, pack: nil, rejoined: false) == [mistyped])
        }
    }
}
