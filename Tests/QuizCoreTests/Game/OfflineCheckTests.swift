import QuizAPI
import QuizPacks
import Testing

@testable import QuizCore

@Suite("Checking answers offline")
struct OfflineCheckTests {
    @Test func matchesAreJudgedByTheirWinner() throws {
        let check = OfflineCheck(pack: GameSamples.matches)
        #expect(try check.check(.match(id: 1, winner: 2)))
        #expect(try !check.check(.match(id: 1, winner: 1)))
        #expect(throws: OfflineCheck.Unavailable(id: 99)) { try check.check(.match(id: 99, winner: 1)) }
    }

    @Test func quizzesNeedTheirAnswer() throws {
        #expect(try OfflineCheck(pack: GameSamples.quizzes).check(.quiz(id: 1, answer: " canberra ")))
        let remote = OfflineCheck(pack: GameSamples.remoteQuizzes)
        #expect(throws: OfflineCheck.Unavailable(id: 1)) { try remote.check(.quiz(id: 1, answer: "Canberra")) }
        #expect(
            OfflineCheck.Unavailable(id: 1).description
                == "quiz 1 came without its answer, so only the server can check it; play it online, or \"sync\" "
                + "once to keep the answers")
    }

    @Test func quizzesDownloadedWithoutAnswersAreJudgedByTheAnswersSyncKept() throws {
        let synced = OfflineCheck(pack: GameSamples.remoteQuizzes, answers: [1: "Canberra"])
        #expect(try synced.check(.quiz(id: 1, answer: "canberra")))
        #expect(try !synced.check(.quiz(id: 1, answer: "Sydney")))
        #expect(throws: OfflineCheck.Unavailable(id: 2)) { try synced.check(.quiz(id: 2, answer: "Paris")) }
    }

    @Test func aGameOfMatchesPlaysOffline() async throws {
        let offline = OfflineCheck(pack: GameSamples.matches)
        var game = try Game(pack: GameSamples.matches, options: GameOptions(seed: 1), clock: ManualClock())
        _ = try game.start()
        let question = try #require(game.current?.question)
        guard case .needsCheck(let pending) = try game.answer(GameSamples.rightAnswer(to: question)) else {
            Issue.record("a match was judged without its server")
            return
        }
        _ = try game.record(try await pending.verdict(from: { try offline.check($0) }), for: pending)
        #expect(game.current?.result == true)
    }
}
