import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("Game transitions: idle → playing ⇄ paused → finished")
struct GameTransitionTests {
    /// A step of the game, as the shell would take it.
    enum Step: Sendable, CustomTestStringConvertible {
        case start, next, skip, pause, resume, stop
        case answer(String)

        func run(on game: inout Game) throws {
            switch self {
            case .start: _ = try game.start()
            case .next: _ = try game.next()
            case .skip: _ = try game.skip()
            case .pause: try game.pause()
            case .resume: try game.resume()
            case .stop: _ = try game.stop()
            case .answer(let text): _ = try game.answer(text)
            }
        }

        var testDescription: String {
            if case .answer(let text) = self { return "answer \(text)" }
            return "\(self)"
        }
    }

    /// Where a game stands before the step.
    enum Setup: String, Sendable {
        case idle, unanswered, answered, paused, finished

        /// A game of books (Hobbit: Bilbo is 2) in this state.
        func game() throws -> Game {
            var game = try Game(pack: GameSamples.books, options: GameOptions(seed: 1), clock: ManualClock())
            if self == .idle { return game }
            _ = try game.start()
            switch self {
            case .answered: _ = try game.answerLocally(GameSamples.rightAnswer(to: try #require(game.question())))
            case .paused: try game.pause()
            case .finished: _ = try game.stop()
            default: break
            }
            return game
        }
    }

    @Test(arguments: [
        (Setup.idle, Step.answer("1"), GameError.notStarted), (.idle, .next, .notStarted), (.idle, .skip, .notStarted),
        (.idle, .pause, .notStarted), (.idle, .resume, .notStarted), (.idle, .stop, .notStarted),
        (.unanswered, .start, .alreadyStarted), (.unanswered, .next, .unanswered(round: 1)),
        (.unanswered, .resume, .notPaused), (.unanswered, .answer(""), .emptyAnswer),
        (.answered, .answer("1"), .alreadyAnswered(round: 1)), (.answered, .skip, .alreadyAnswered(round: 1)),
        (.paused, .answer("1"), .paused), (.paused, .next, .paused), (.paused, .skip, .paused),
        (.paused, .pause, .alreadyPaused), (.paused, .start, .alreadyStarted),
        (.finished, .start, .gameOver), (.finished, .answer("1"), .gameOver), (.finished, .next, .gameOver),
        (.finished, .skip, .gameOver), (.finished, .pause, .gameOver), (.finished, .resume, .gameOver),
        (.finished, .stop, .gameOver),
    ])
    func illegalStepChangesNothing(setup: Setup, step: Step, expected: GameError) throws {
        var game = try setup.game()
        let before = game.snapshot()
        do {
            try step.run(on: &game)
            Issue.record("\(step.testDescription) was accepted in \(setup)")
        } catch let error as GameError {
            #expect(error == expected)
        }
        #expect(game.snapshot() == before)
    }

    @Test func threeToATwoOptionQuestionChangesNothing() throws {
        var game = try Setup.unanswered.game()
        let before = game.snapshot()
        guard case .two(let first, let second) = try #require(game.question()).options else {
            Issue.record("a book question without two options")
            return
        }
        #expect(throws: GameError.notAnOption("3", options: [first, second])) { try game.answerLocally("3") }
        #expect(game.snapshot() == before)
    }

    @Test func quizasToAYesNoQuestionChangesNothing() throws {
        var game = try Game(pack: GameSamples.films, clock: ManualClock())
        _ = try game.start()
        let before = game.snapshot()
        #expect(throws: GameError.notYesOrNo("quizás")) { try game.answerLocally("quizás") }
        #expect(game.snapshot() == before)
    }

    @Test func startOpensTheFirstRoundUnanswered() throws {
        var game = try Game(pack: GameSamples.books, clock: ManualClock())
        #expect(game.state == .idle)
        #expect(game.questions.count == 3)
        let events = try game.start()
        let round = try #require(game.current)
        #expect(events == [.opened(round)])
        #expect(game.state == .playing)
        #expect(round.number == 1 && round.result == nil && round.answer == nil)
    }

    @Test func roundsReadNilThenTrueOrFalse() throws {
        var game = try Game(pack: GameSamples.films, options: GameOptions(seed: 3), clock: ManualClock())
        _ = try game.start()
        #expect(game.current?.result == nil)
        let first = try #require(game.question())
        let verdict = try game.answerLocally(GameSamples.rightAnswer(to: first))
        #expect(game.rounds.map(\.result) == [true])
        #expect(verdict.first == .verdict(try #require(game.current)))

        _ = try game.next()
        #expect(game.rounds.map(\.result) == [true, nil])
        _ = try game.answerLocally(GameSamples.wrongAnswer(to: try #require(game.question())))
        #expect(game.rounds.map(\.result) == [true, false])
        #expect(game.current?.answer != nil)
    }

    @Test func answeringTheLastRoundFinishesTheGame() throws {
        var game = try Game(pack: GameSamples.books, options: GameOptions(limit: 2), clock: ManualClock())
        _ = try game.start()
        _ = try game.answerLocally(GameSamples.wrongAnswer(to: try #require(game.question())))
        _ = try game.next()
        let events = try game.answerLocally(GameSamples.rightAnswer(to: try #require(game.question())))
        guard case .finished(let record)? = events.last else {
            Issue.record("no finished event in \(events)")
            return
        }
        #expect(game.state == .finished)
        #expect(game.current == nil)
        #expect(record.pack == "libros" && record.kind == .book && !record.stopped)
        #expect(record.score.right == 1 && record.score.wrong == 1 && record.rounds.count == 2)
    }

    @Test func skipLeavesTheRoundUnansweredAndOpensTheNext() throws {
        var game = try Game(pack: GameSamples.books, clock: ManualClock())
        _ = try game.start()
        let events = try game.skip()
        let rounds = game.rounds
        #expect(events == [.skipped(rounds[0]), .opened(rounds[1])])
        #expect(rounds[0].isSkipped && rounds[0].result == nil)
        #expect(game.score.unanswered == 1)
    }

    @Test func skippingTheLastRoundFinishesTheGame() throws {
        var game = try Game(pack: GameSamples.books, options: GameOptions(limit: 1), clock: ManualClock())
        _ = try game.start()
        let events = try game.skip()
        #expect(events.count == 2)
        guard case .finished(let record)? = events.last else {
            Issue.record("no finished event in \(events)")
            return
        }
        #expect(record.score.unanswered == 1 && !record.stopped)
    }

    @Test func pauseAndResume() throws {
        var game = try Game(pack: GameSamples.books, clock: ManualClock())
        _ = try game.start()
        try game.pause()
        #expect(game.state == .paused)
        #expect(game.current?.number == 1)
        try game.resume()
        #expect(game.state == .playing)
        _ = try game.answerLocally("1")
        #expect(game.current?.result != nil)
    }

    @Test(arguments: [false, true])
    func stopLeavesTheOpenRoundUnanswered(whilePaused: Bool) throws {
        var game = try Game(pack: GameSamples.books, clock: ManualClock())
        _ = try game.start()
        _ = try game.answerLocally("1")
        _ = try game.next()
        if whilePaused { try game.pause() }
        let events = try game.stop()
        guard case .finished(let record)? = events.last, events.count == 1 else {
            Issue.record("expected only a finished event, got \(events)")
            return
        }
        #expect(record.stopped && record.rounds.count == 2 && record.rounds[1].result == nil)
        #expect(record.score.unanswered == 1 && record.score.rounds == 2)
        #expect(game.state == .finished)
    }

    @Test func aGameOfEachLocalKindPlaysToTheEnd() throws {
        for pack in [GameSamples.books, GameSamples.films, GameSamples.quizzes] {
            var game = try Game(pack: pack, options: GameOptions(seed: 9), clock: ManualClock())
            var events = try game.start()
            while game.state == .playing {
                events = try game.answerLocally(GameSamples.rightAnswer(to: try #require(game.question())))
                if game.state == .playing { _ = try game.next() }
            }
            #expect(game.rounds.map(\.result) == Array(repeating: true, count: pack.count), "\(pack.name)")
            #expect(events.contains(.milestone(.perfectGame)), "\(pack.name)")
        }
    }
}
