import Foundation
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("A time limit per question, on the injected clock")
struct TimerTests {
    private let clock = ManualClock()

    private func game(limit: TimeInterval = 10, rounds: Int = 2) throws -> Game {
        var game = try Game(
            pack: GameSamples.films, options: GameOptions(seed: 1, limit: rounds, timeLimit: limit), clock: clock)
        _ = try game.start()
        return game
    }

    @Test func theRoundIsWrongWhenTimeRunsOutAndTheGameGoesOn() throws {
        var game = try game()
        clock.advance(by: 4)
        #expect(game.checkTime().isEmpty)
        #expect(game.secondsLeft == 6)
        clock.advance(by: 6)
        let events = game.checkTime()
        guard case .timeUp(let round) = events.first else {
            Issue.record("no time's up: \(events)")
            return
        }
        #expect(round.result == false && round.timedOut && round.answerTime == 10)
        #expect(game.state == .playing)
        #expect(game.secondsLeft == nil)
        #expect(throws: GameError.self) { try game.answerLocally("yes") }
        _ = try game.next()
        #expect(game.secondsLeft == 10)
    }

    @Test func aNewLimitReachesTheNextRoundAndTheOpenOneKeepsItsOwn() throws {
        var game = try Game(
            pack: GameSamples.films, options: GameOptions(seed: 1, limit: 3), clock: clock)
        _ = try game.start()
        game.changeTimeLimit(4)
        #expect(game.secondsLeft == nil)
        clock.advance(by: 30)
        #expect(game.checkTime().isEmpty, "the open round had no limit when it was shown")
        _ = try game.skip()
        #expect(game.secondsLeft == 4)
        game.changeTimeLimit(20)
        clock.advance(by: 4)
        #expect(game.checkTime().count == 1, "the open round keeps the limit it was shown with")
        _ = try game.next()
        #expect(game.secondsLeft == 20)
        #expect(game.options.timeLimit == 20)
    }

    @Test func liftingTheLimitStopsTheOpenRoundsCountdown() throws {
        var game = try game(limit: 5)
        clock.advance(by: 3)
        game.changeTimeLimit(nil)
        #expect(game.secondsLeft == nil)
        clock.advance(by: 10)
        #expect(game.checkTime().isEmpty)
        _ = try game.answerLocally("yes")
        _ = try game.next()
        #expect(game.secondsLeft == nil)
    }

    @Test func pausedTimeDoesNotCount() throws {
        var game = try game()
        clock.advance(by: 8)
        try game.pause()
        clock.advance(by: 100)
        #expect(game.checkTime().isEmpty)
        #expect(game.secondsLeft == 2)
        try game.resume()
        clock.advance(by: 1)
        #expect(game.checkTime().isEmpty)
        clock.advance(by: 1)
        #expect(game.checkTime().count == 1)
    }

    @Test func timeRunningOutOnTheLastRoundEndsTheGame() throws {
        var game = try game(limit: 5, rounds: 1)
        clock.advance(by: 5)
        let events = game.checkTime()
        #expect(events.count == 2)
        guard case .finished(let record) = events.last else {
            Issue.record("the game did not finish: \(events)")
            return
        }
        #expect(record.score.wrong == 1)
        #expect(game.state == .finished)
    }

    @Test func withoutALimitTimeNeverRunsOut() throws {
        var game = try Game(pack: GameSamples.films, options: GameOptions(seed: 1), clock: clock)
        _ = try game.start()
        clock.advance(by: 10_000)
        #expect(game.checkTime().isEmpty)
        #expect(game.secondsLeft == nil)
    }
}
