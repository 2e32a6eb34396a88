import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("Answers checked by a server")
struct GameServerCheckTests {
    /// Holds checks back until the test lets them through.
    actor Gate {
        private var isOpen = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func pass() async {
            if isOpen { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    private static func matchGame(check: ServerCheck?) throws -> Game {
        try Game(pack: GameSamples.matches, clock: ManualClock(), check: check)
    }

    @Test func aFailingCheckKeepsTheRoundOpenAndTheSameAnswerCanBeRetried() async throws {
        let flaky = FlakyCheck(failures: 1)
        let game = try Self.matchGame(check: flaky.check)
        _ = try await game.start()
        let question = try #require(await game.question())
        let answer = GameSamples.rightAnswer(to: question)
        let before = await game.snapshot()

        let url = "http://quiz.test/check?id=1&winner=2"
        let reason =
            "\(url): the server did not answer within 10 s; check that it is running, or give a longer --timeout"
        await #expect(throws: GameError.checkFailed(round: 1, reason: reason)) {
            try await game.answer(answer)
        }
        #expect(await game.snapshot() == before)
        #expect(await game.current?.result == nil)

        let events = try await game.answer(answer)
        #expect(await game.current?.result == true)
        #expect(events.first == .verdict(try #require(await game.current)))
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

    @Test func whileTheCheckIsInFlightTheRoundStaysNilAndOtherStepsWait() async throws {
        let gate = Gate()
        let game = try Self.matchGame(check: { request in
            await gate.pass()
            return try await GameSamples.referee(request)
        })
        _ = try await game.start()
        let question = try #require(await game.question())
        let answering = Task { try await game.answer(GameSamples.rightAnswer(to: question)) }
        while await !game.isChecking { await Task.yield() }

        #expect(await game.current?.result == nil)
        let round = try #require(await game.current).number
        for step: GameTransitionTests.Step in [.answer("1"), .skip, .next, .pause, .stop] {
            await #expect(throws: GameError.checkInProgress(round: round)) { try await step.run(on: game) }
        }
        #expect(await game.state == .playing)

        await gate.open()
        _ = try await answering.value
        #expect(await game.current?.result == true)
        #expect(await !game.isChecking)
    }

    @Test func aCancelledCheckSaysSo() async throws {
        let game = try Self.matchGame(check: { _ in throw CancellationError() })
        _ = try await game.start()
        await #expect(throws: GameError.checkFailed(round: 1, reason: "cancelled")) { try await game.answer("1") }
        #expect(await game.current?.result == nil)
    }

    @Test func withoutAServerAMatchCannotBeChecked() async throws {
        let game = try Self.matchGame(check: nil)
        _ = try await game.start()
        let before = await game.snapshot()
        await #expect(throws: GameError.noServerCheck(round: 1)) { try await game.answer("1") }
        #expect(await game.snapshot() == before)
    }

    @Test(arguments: [("Croacia", 2), ("japon", 1), ("2", 2)])
    func aMatchIsCheckedByItsIdAndTheWinnerNamed(typed: String, winner: Int) async throws {
        let flaky = FlakyCheck(failures: 0)
        let game = try Game(pack: GameSamples.matches.only([1]), clock: ManualClock(), check: flaky.check)
        _ = try await game.start()
        _ = try await game.answer(typed)
        #expect(flaky.requests == [.match(id: 1, winner: winner)])
        #expect(await game.rounds.first?.answer == .option(winner))
    }

    @Test func aQuizWithoutItsAnswerIsSentAsTyped() async throws {
        let flaky = FlakyCheck(failures: 0)
        let game = try Game(pack: GameSamples.remoteQuizzes, clock: ManualClock(), check: flaky.check)
        _ = try await game.start()
        let question = try #require(await game.question())
        _ = try await game.answer("  " + GameSamples.rightAnswer(to: question).uppercased() + " ")
        #expect(flaky.requests == [.quiz(id: question.id, answer: GameSamples.rightAnswer(to: question).uppercased())])
        #expect(await game.current?.result == true)
    }

    @Test func localQuestionsNeverReachTheServer() async throws {
        let flaky = FlakyCheck(failures: 5)
        let game = try Game(pack: GameSamples.films, clock: ManualClock(), check: flaky.check)
        _ = try await game.start()
        _ = try await game.answer("sí")
        #expect(flaky.requests.isEmpty)
        #expect(await game.current?.result != nil)
    }
}
