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

        func run(on game: Game) async throws {
            switch self {
            case .start: _ = try await game.start()
            case .next: _ = try await game.next()
            case .skip: _ = try await game.skip()
            case .pause: try await game.pause()
            case .resume: try await game.resume()
            case .stop: _ = try await game.stop()
            case .answer(let text): _ = try await game.answer(text)
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
        func game() async throws -> Game {
            let game = try Game(pack: GameSamples.books, options: GameOptions(seed: 1), clock: ManualClock())
            if self == .idle { return game }
            _ = try await game.start()
            switch self {
            case .answered: _ = try await game.answer(GameSamples.rightAnswer(to: try #require(await game.question())))
            case .paused: try await game.pause()
            case .finished: _ = try await game.stop()
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
    func illegalStepChangesNothing(setup: Setup, step: Step, expected: GameError) async throws {
        let game = try await setup.game()
        let before = await game.snapshot()
        do {
            try await step.run(on: game)
            Issue.record("\(step.testDescription) was accepted in \(setup)")
        } catch let error as GameError {
            #expect(error == expected)
        }
        #expect(await game.snapshot() == before)
    }

    @Test func threeToATwoOptionQuestionChangesNothing() async throws {
        let game = try await Setup.unanswered.game()
        let before = await game.snapshot()
        guard case .two(let first, let second) = try #require(await game.question()).options else {
            Issue.record("a book question without two options")
            return
        }
        await #expect(throws: GameError.notAnOption("3", options: [first, second])) { try await game.answer("3") }
        #expect(await game.snapshot() == before)
    }

    @Test func quizasToAYesNoQuestionChangesNothing() async throws {
        let game = try Game(pack: GameSamples.films, clock: ManualClock())
        _ = try await game.start()
        let before = await game.snapshot()
        await #expect(throws: GameError.notYesOrNo("quizás")) { try await game.answer("quizás") }
        #expect(await game.snapshot() == before)
    }

    @Test func startOpensTheFirstRoundUnanswered() async throws {
        let game = try Game(pack: GameSamples.books, clock: ManualClock())
        #expect(await game.state == .idle)
        #expect(game.questions.count == 3)
        let events = try await game.start()
        let round = try #require(await game.current)
        #expect(events == [.opened(round)])
        #expect(await game.state == .playing)
        #expect(round.number == 1 && round.result == nil && round.answer == nil)
    }

    @Test func roundsReadNilThenTrueOrFalse() async throws {
        let game = try Game(pack: GameSamples.films, options: GameOptions(seed: 3), clock: ManualClock())
        _ = try await game.start()
        #expect(await game.current?.result == nil)
        let first = try #require(await game.question())
        let verdict = try await game.answer(GameSamples.rightAnswer(to: first))
        #expect(await game.rounds.map(\.result) == [true])
        #expect(verdict.first == .verdict(try #require(await game.current)))

        _ = try await game.next()
        #expect(await game.rounds.map(\.result) == [true, nil])
        _ = try await game.answer(GameSamples.wrongAnswer(to: try #require(await game.question())))
        #expect(await game.rounds.map(\.result) == [true, false])
        #expect(await game.current?.answer != nil)
    }

    @Test func answeringTheLastRoundFinishesTheGame() async throws {
        let game = try Game(pack: GameSamples.books, options: GameOptions(limit: 2), clock: ManualClock())
        _ = try await game.start()
        _ = try await game.answer(GameSamples.wrongAnswer(to: try #require(await game.question())))
        _ = try await game.next()
        let events = try await game.answer(GameSamples.rightAnswer(to: try #require(await game.question())))
        guard case .finished(let record)? = events.last else {
            Issue.record("no finished event in \(events)")
            return
        }
        #expect(await game.state == .finished)
        #expect(await game.current == nil)
        #expect(record.pack == "libros" && record.kind == .book && !record.stopped)
        #expect(record.score.right == 1 && record.score.wrong == 1 && record.rounds.count == 2)
    }

    @Test func skipLeavesTheRoundUnansweredAndOpensTheNext() async throws {
        let game = try Game(pack: GameSamples.books, clock: ManualClock())
        _ = try await game.start()
        let events = try await game.skip()
        let rounds = await game.rounds
        #expect(events == [.skipped(rounds[0]), .opened(rounds[1])])
        #expect(rounds[0].isSkipped && rounds[0].result == nil)
        #expect(await game.score.unanswered == 1)
    }

    @Test func skippingTheLastRoundFinishesTheGame() async throws {
        let game = try Game(pack: GameSamples.books, options: GameOptions(limit: 1), clock: ManualClock())
        _ = try await game.start()
        let events = try await game.skip()
        #expect(events.count == 2)
        guard case .finished(let record)? = events.last else {
            Issue.record("no finished event in \(events)")
            return
        }
        #expect(record.score.unanswered == 1 && !record.stopped)
    }

    @Test func pauseAndResume() async throws {
        let game = try Game(pack: GameSamples.books, clock: ManualClock())
        _ = try await game.start()
        try await game.pause()
        #expect(await game.state == .paused)
        #expect(await game.current?.number == 1)
        try await game.resume()
        #expect(await game.state == .playing)
        _ = try await game.answer("1")
        #expect(await game.current?.result != nil)
    }

    @Test(arguments: [false, true])
    func stopLeavesTheOpenRoundUnanswered(whilePaused: Bool) async throws {
        let game = try Game(pack: GameSamples.books, clock: ManualClock())
        _ = try await game.start()
        _ = try await game.answer("1")
        _ = try await game.next()
        if whilePaused { try await game.pause() }
        let events = try await game.stop()
        guard case .finished(let record)? = events.last, events.count == 1 else {
            Issue.record("expected only a finished event, got \(events)")
            return
        }
        #expect(record.stopped && record.rounds.count == 2 && record.rounds[1].result == nil)
        #expect(record.score.unanswered == 1 && record.score.rounds == 2)
        #expect(await game.state == .finished)
    }

    @Test func aGameOfEachLocalKindPlaysToTheEnd() async throws {
        for pack in [GameSamples.books, GameSamples.films, GameSamples.quizzes] {
            let game = try Game(pack: pack, options: GameOptions(seed: 9), clock: ManualClock())
            var events = try await game.start()
            while await game.state == .playing {
                events = try await game.answer(GameSamples.rightAnswer(to: try #require(await game.question())))
                if await game.state == .playing { _ = try await game.next() }
            }
            #expect(await game.rounds.map(\.result) == Array(repeating: true, count: pack.count), "\(pack.name)")
            #expect(events.contains(.milestone(.perfectGame)), "\(pack.name)")
        }
    }
}
