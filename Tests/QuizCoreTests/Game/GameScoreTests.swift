import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("Score, streaks, milestones and time")
struct GameScoreTests {
    /// Plays a game of films answering right (`r`), wrong (`w`) or skipping (`s`), a round every 2 seconds,
    /// and gives every event.
    private static func play(_ moves: String, films count: Int? = nil) async throws -> (Game, [GameEvent]) {
        let clock = ManualClock()
        let game = try Game(pack: GameSamples.manyFilms(count ?? moves.count), clock: clock)
        var events = try await game.start()
        for move in moves {
            clock.advance(by: 2)
            switch move {
            case "r": events += try await game.answer("sí")
            case "w": events += try await game.answer("no")
            default:
                events += try await game.skip()
                continue
            }
            if await game.state == .playing { events += try await game.next() }
        }
        return (game, events)
    }

    private static func milestones(_ events: [GameEvent]) -> [Milestone] {
        events.compactMap { event in
            if case .milestone(let milestone) = event { return milestone }
            return nil
        }
    }

    @Test func countsRightWrongAndUnanswered() async throws {
        let (game, _) = try await Self.play("rrwsr", films: 8)
        let score = await game.score
        #expect(score.right == 3 && score.wrong == 1 && score.unanswered == 1 && score.rounds == 5)
        #expect(score.accuracy == 0.6)
        #expect(score.currentStreak == 1 && score.bestStreak == 2)
    }

    @Test func noAccuracyBeforeAnyRound() async throws {
        let game = try Game(pack: GameSamples.films, clock: ManualClock())
        _ = try await game.start()
        let score = await game.score
        #expect(score.accuracy == nil && score.averageAnswerTime == nil)
    }

    @Test(arguments: [
        ("rrr", [Milestone.streak(3)]), ("rrrrr", [.streak(3), .streak(5)]), ("rrwrrr", [.streak(3)]),
        ("rrsrrr", [.streak(3)]), ("rrrwrrr", [.streak(3), .streak(3)]),
        ("rrrrrrrrrrrr", [.streak(3), .streak(5), .streak(10)]), ("rrwrr", []),
    ])
    func streakMilestones(moves: String, expected: [Milestone]) async throws {
        let (_, events) = try await Self.play(moves, films: 20)
        #expect(Self.milestones(events) == expected)
    }

    @Test func aPerfectGameIsCelebratedAfterTheLastVerdict() async throws {
        let (game, events) = try await Self.play("rrrr")
        #expect(Self.milestones(events) == [.streak(3), .perfectGame])
        let tail = events.suffix(3).map { event -> String in
            switch event {
            case .verdict: "verdict"
            case .milestone(.perfectGame): "perfect"
            case .finished: "finished"
            default: "other"
            }
        }
        #expect(tail == ["verdict", "perfect", "finished"])
        #expect(await game.state == .finished)
    }

    @Test(arguments: ["rrrw", "rrrs", "rrr"])
    func noPerfectGameWithAMissOrAStop(moves: String) async throws {
        let (game, events) = try await Self.play(moves, films: 4)
        var all = events
        if await game.state != .finished { all += try await game.stop() }
        #expect(!Self.milestones(all).contains(.perfectGame))
    }

    @Test func timePerAnswer() async throws {
        let (game, _) = try await Self.play("rws", films: 4)
        let rounds = await game.rounds
        #expect(rounds.map(\.answerTime) == [2, 2, nil, nil])
        let score = await game.score
        #expect(score.answerTime == 4 && score.averageAnswerTime == 2)
    }

    @Test func pausedTimeDoesNotCount() async throws {
        let clock = ManualClock()
        let game = try Game(pack: GameSamples.films, clock: clock)
        _ = try await game.start()
        clock.advance(by: 3)
        try await game.pause()
        clock.advance(by: 100)
        #expect(await game.elapsed == 3)
        try await game.resume()
        clock.advance(by: 4)
        _ = try await game.answer("sí")
        let answered = try #require(await game.current)
        #expect(answered.answerTime == 7 && answered.pausedTime == 100)
        #expect(await game.elapsed == 7)

        try await game.pause()
        clock.advance(by: 50)
        try await game.resume()
        clock.advance(by: 1)
        _ = try await game.next()
        clock.advance(by: 2)
        _ = try await game.answer("no")
        let rounds = await game.rounds
        #expect(rounds[0].answerTime == 7 && rounds[1].answerTime == 2)
        #expect(await game.elapsed == 10)

        clock.advance(by: 5)
        try await game.pause()
        clock.advance(by: 60)
        guard case .finished(let record)? = try await game.stop().last else {
            Issue.record("stop did not finish the game")
            return
        }
        #expect(record.time == 15 && record.date == clock.now())
        #expect(await game.elapsed == 15)
    }
}
