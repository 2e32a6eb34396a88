import Foundation
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("A time limit per question, on the injected clock")
struct TimerTests {
    private let clock = ManualClock()

    private func game(limit: TimeInterval = 10, rounds: Int = 2) async throws -> Game {
        let game = try Game(
            pack: GameSamples.films, options: GameOptions(seed: 1, limit: rounds, timeLimit: limit), clock: clock)
        _ = try await game.start()
        return game
    }

    @Test func theRoundIsWrongWhenTimeRunsOutAndTheGameGoesOn() async throws {
        let game = try await game()
        clock.advance(by: 4)
        #expect(await game.checkTime().isEmpty)
        #expect(await game.secondsLeft == 6)
        clock.advance(by: 6)
        let events = await game.checkTime()
        guard case .timeUp(let round) = events.first else {
            Issue.record("no time's up: \(events)")
            return
        }
        #expect(round.result == false && round.timedOut && round.answerTime == 10)
        #expect(await game.state == .playing)
        #expect(await game.secondsLeft == nil)
        await #expect(throws: GameError.self) { try await game.answer("yes") }
        _ = try await game.next()
        #expect(await game.secondsLeft == 10)
    }

    @Test func pausedTimeDoesNotCount() async throws {
        let game = try await game()
        clock.advance(by: 8)
        try await game.pause()
        clock.advance(by: 100)
        #expect(await game.checkTime().isEmpty)
        #expect(await game.secondsLeft == 2)
        try await game.resume()
        clock.advance(by: 1)
        #expect(await game.checkTime().isEmpty)
        clock.advance(by: 1)
        #expect(await game.checkTime().count == 1)
    }

    @Test func timeRunningOutOnTheLastRoundEndsTheGame() async throws {
        let game = try await game(limit: 5, rounds: 1)
        clock.advance(by: 5)
        let events = await game.checkTime()
        #expect(events.count == 2)
        guard case .finished(let record) = events.last else {
            Issue.record("the game did not finish: \(events)")
            return
        }
        #expect(record.score.wrong == 1)
        #expect(await game.state == .finished)
    }

    @Test func withoutALimitTimeNeverRunsOut() async throws {
        let game = try Game(pack: GameSamples.films, options: GameOptions(seed: 1), clock: clock)
        _ = try await game.start()
        clock.advance(by: 10_000)
        #expect(await game.checkTime().isEmpty)
        #expect(await game.secondsLeft == nil)
    }
}
