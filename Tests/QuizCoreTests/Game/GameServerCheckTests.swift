import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("Answers checked by a server")
struct GameServerCheckTests {
    private static func matchGame() throws -> Game {
        var game = try Game(pack: GameSamples.matches, clock: ManualClock())
        _ = try game.start()
        return game
    }

    /// What `answer` leaves for a server to check; fails the test when the item judged the answer.
    private static func pending(_ step: AnswerStep) throws -> PendingCheck {
        guard case .needsCheck(let pending) = step else { throw JudgedHere(step: step) }
        return pending
    }

    private struct JudgedHere: Error {
        var step: AnswerStep
    }

    @Test func aFailingCheckKeepsTheRoundOpenAndTheSameAnswerCanBeRetried() async throws {
        let flaky = FlakyCheck(failures: 1)
        var game = try Self.matchGame()
        let answer = GameSamples.rightAnswer(to: try #require(game.question()))
        let before = game.snapshot()

        let url = "http://quiz.test/check?id=1&winner=2"
        let reason =
            "\(url): the server did not answer within 10 s; check that it is running, or give a longer --timeout"
        let first = try Self.pending(game.answer(answer))
        await #expect(throws: GameError.checkFailed(round: 1, reason: reason)) {
            try await first.verdict(from: flaky.check)
        }
        #expect(game.snapshot() == before)
        #expect(game.current?.result == nil)

        let again = try Self.pending(game.answer(answer))
        let events = try game.record(try await again.verdict(from: flaky.check), for: again)
        #expect(game.current?.result == true)
        #expect(events.first == .verdict(try #require(game.current)))
        #expect(flaky.requests.count == 2 && flaky.requests[0] == flaky.requests[1])
    }

    @Test func theFailureSaysWhyAndThatTheRoundIsStillOpen() {
        let error = GameError.checkFailed(
            round: 2, reason: "http://quiz.test/check?id=3&winner=1: cannot connect (refused)")
        #expect(
            error.description
                == "the answer to question 2 could not be checked: http://quiz.test/check?id=3&winner=1: "
                + "cannot connect (refused); it is still open, try again")
    }

    @Test func whileTheCheckIsOutTheGameIsUnchangedAndTheVerdictCountsAsOfTheAnswer() async throws {
        let clock = ManualClock()
        var game = try Game(pack: GameSamples.matches, clock: clock)
        _ = try game.start()
        clock.advance(by: 3)
        let before = game.snapshot()
        let question = try #require(game.question())
        let typed = GameSamples.rightAnswer(to: question)
        let pending = try Self.pending(game.answer(typed))
        #expect(game.snapshot() == before)
        #expect(pending.round == 1 && pending.request == .match(id: question.id, winner: Int(typed) ?? 0))

        clock.advance(by: 7)
        let right = try await pending.verdict(from: GameSamples.referee)
        let events = try game.record(right, for: pending)
        let round = try #require(game.current)
        #expect(round.result == true && round.answer == .option(Int(typed) ?? 0) && round.answerTime == 3)
        #expect(events == [.verdict(round)])
    }

    @Test func aVerdictForARoundNoLongerOpenIsRefusedAndChangesNothing() throws {
        var game = try Self.matchGame()
        let pending = try Self.pending(game.answer("1"))
        _ = try game.skip()
        let before = game.snapshot()
        #expect(throws: GameError.alreadyAnswered(round: 1)) { try game.record(true, for: pending) }
        #expect(game.snapshot() == before)
        try game.pause()
        #expect(throws: GameError.paused) { try game.record(true, for: pending) }
    }

    @Test func aCancelledCheckSaysSo() async throws {
        var game = try Self.matchGame()
        let pending = try Self.pending(game.answer("1"))
        await #expect(throws: GameError.checkFailed(round: 1, reason: "cancelled")) {
            try await pending.verdict(from: { _ in throw CancellationError() })
        }
        #expect(game.current?.result == nil)
    }

    @Test(arguments: [("Croacia", 2), ("japon", 1), ("2", 2)])
    func aMatchIsCheckedByItsIdAndTheWinnerNamed(typed: String, winner: Int) async throws {
        var game = try Game(pack: GameSamples.matches.only([1]), clock: ManualClock())
        _ = try game.start()
        let pending = try Self.pending(game.answer(typed))
        #expect(pending.request == .match(id: 1, winner: winner))
        _ = try game.record(try await pending.verdict(from: GameSamples.referee), for: pending)
        #expect(game.rounds.first?.answer == .option(winner))
    }

    @Test func aQuizWithoutItsAnswerIsSentAsTyped() async throws {
        var game = try Game(pack: GameSamples.remoteQuizzes, clock: ManualClock())
        _ = try game.start()
        let question = try #require(game.question())
        let typed = GameSamples.rightAnswer(to: question).uppercased()
        let pending = try Self.pending(game.answer("  " + typed + " "))
        #expect(pending.request == .quiz(id: question.id, answer: typed))
        _ = try game.record(try await pending.verdict(from: GameSamples.referee), for: pending)
        #expect(game.current?.result == true)
    }

    @Test func localQuestionsNeverReachTheServer() throws {
        var game = try Game(pack: GameSamples.films, clock: ManualClock())
        _ = try game.start()
        guard case .judged = try game.answer("sí") else {
            Issue.record("a film was left for a server")
            return
        }
        #expect(game.current?.result != nil)
    }
}
