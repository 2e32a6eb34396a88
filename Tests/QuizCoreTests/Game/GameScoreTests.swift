import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("Score, streaks, milestones and time")
struct GameScoreTests {
    /// Plays a game of films answering right (`r`), wrong (`w`) or skipping (`s`), a round every 2 seconds,
    /// and gives every event.
    private static func play(_ moves: String, films count: Int? = nil) throws -> (Game, [GameEvent]) {
        let clock = ManualClock()
        var game = try Game(pack: GameSamples.manyFilms(count ?? moves.count), clock: clock)
        var events = try game.start()
        for move in moves {
            clock.advance(by: 2)
            switch move {
            case "r": events += try game.answerLocally("sí")
            case "w": events += try game.answerLocally("no")
            default:
                events += try game.skip()
                continue
            }
            if game.state == .playing { events += try game.next() }
        }
        return (game, events)
    }

    private static func milestones(_ events: [GameEvent]) -> [Milestone] {
        events.compactMap { event in
            if case .milestone(let milestone) = event { return milestone }
            return nil
        }
    }

    @Test func countsRightWrongAndUnanswered() throws {
        let (game, _) = try Self.play("rrwsr", films: 8)
        let score = game.score
        #expect(score.right == 3 && score.wrong == 1 && score.unanswered == 1 && score.rounds == 5)
        #expect(score.accuracy == 0.6)
        #expect(score.currentStreak == 1 && score.bestStreak == 2)
    }

    @Test func noAccuracyBeforeAnyRound() throws {
        var game = try Game(pack: GameSamples.films, clock: ManualClock())
        _ = try game.start()
        let score = game.score
        #expect(score.accuracy == nil && score.averageAnswerTime == nil)
    }

    @Test(arguments: [
        ("rrr", [Milestone.streak(3)]), ("rrrrr", [.streak(3), .streak(5)]), ("rrwrrr", [.streak(3)]),
        ("rrsrrr", [.streak(3)]), ("rrrwrrr", [.streak(3), .streak(3)]),
        ("rrrrrrrrrrrr", [.streak(3), .streak(5), .streak(10)]), ("rrwrr", []),
    ])
    func streakMilestones(moves: String, expected: [Milestone]) throws {
        let (_, events) = try Self.play(moves, films: 20)
        #expect(Self.milestones(events) == expected)
    }

    @Test func aPerfectGameIsCelebratedAfterTheLastVerdict() throws {
        let (game, events) = try Self.play("rrrr")
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
        #expect(game.state == .finished)
    }

    @Test(arguments: ["rrrw", "rrrs", "rrr"])
    func noPerfectGameWithAMissOrAStop(moves: String) throws {
        var (game, all) = try Self.play(moves, films: 4)
        if game.state != .finished { all += try game.stop() }
        #expect(!Self.milestones(all).contains(.perfectGame))
    }

    @Test func timePerAnswer() throws {
        let (game, _) = try Self.play("rws", films: 4)
        let rounds = game.rounds
        #expect(rounds.map(\.answerTime) == [2, 2, nil, nil])
        let score = game.score
        #expect(score.answerTime == 4 && score.averageAnswerTime == 2)
    }

    @Test func pausedTimeDoesNotCount() throws {
        let clock = ManualClock()
        var game = try Game(pack: GameSamples.films, clock: clock)
        _ = try game.start()
        clock.advance(by: 3)
        try game.pause()
        clock.advance(by: 100)
        #expect(game.elapsed == 3)
        try game.resume()
        clock.advance(by: 4)
        _ = try game.answerLocally("sí")
        let answered = try #require(game.current)
        #expect(answered.answerTime == 7 && answered.pausedTime == 100)
        #expect(game.elapsed == 7)

        try game.pause()
        clock.advance(by: 50)
        try game.resume()
        clock.advance(by: 1)
        _ = try game.next()
        clock.advance(by: 2)
        _ = try game.answerLocally("no")
        let rounds = game.rounds
        #expect(rounds[0].answerTime == 7 && rounds[1].answerTime == 2)
        #expect(game.elapsed == 10)

        clock.advance(by: 5)
        try game.pause()
        clock.advance(by: 60)
        guard case .finished(let record)? = try game.stop().last else {
            Issue.record("stop did not finish the game")
            return
        }
        #expect(record.time == 15 && record.date == clock.now())
        #expect(game.elapsed == 15)
    }
}
