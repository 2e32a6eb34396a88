import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizTestSupport
import Testing

@testable import QuizClass
@testable import QuizShell

@Suite("practice: cards asked as in a game, rated, and scheduled by FSRS")
struct PracticeTests {
    @Test("Enter accepts the rating the verdict offers: Again when wrong, Good when right")
    func enterAcceptsTheOfferedRating() async throws {
        let shell = try ShellFixture()
        let opened = try await shell.run("practice films")
        #expect(opened.output.first == "Practice: 0 cards due and 2 new.")
        #expect(await shell.interpreter.prompt() == "quiz [practice 1/2]> ")
        let wrong = try await shell.run("no")
        #expect(wrong.output.last == "How well did you recall it? 1 again · 2 hard · 3 good · 4 easy; Enter: 1 again")
        #expect(await shell.interpreter.prompt() == "quiz [rate 1/2]> ")
        #expect(await shell.interpreter.isFillingForm)
        #expect(try await shell.run("").output.first == "Again: back in 1 minute (2023-11-14 22:14).")
        let right = try await shell.run("no")
        #expect(right.output.last?.hasSuffix("Enter: 3 good") == true)
        let rated = try await shell.run("")
        #expect(rated.output.first == "Good: back in 10 minutes (2023-11-14 22:23).")
        #expect(rated.output.last?.hasPrefix("Practice done: 2 cards reviewed. The next is due in 1 minute") == true)
        let log = try shell.environment.records.practiceLog(packs: ["films"]).map(\.entry)
        #expect(log.map(\.rating) == [.again, .good])
        #expect(log.map(\.stateBefore) == [.new, .new])
    }

    @Test("a card rated Again comes back after the rest of the queue once it is due, else the practice ends")
    func aCardRatedAgainComesBackOnceDue() async throws {
        let clock = ManualClock()
        let shell = try ShellFixture(clock: clock)
        try await shell.run("practice films", "no", "", "no")
        clock.advance(by: 60)
        let back = try await shell.run("").output
        #expect(back.first == "Good: back in 10 minutes (2023-11-14 22:24).")
        #expect(back.dropFirst().first?.hasPrefix("Question 3 of 3") == true && back.last == "films · learning")
        #expect(await shell.interpreter.prompt() == "quiz [practice 3/3]> ")
        try await shell.run("no")
        let again = try await shell.run("1").output
        #expect(again.first == "Again: back in 1 minute (2023-11-14 22:15).")
        #expect(again.last == "Practice done: 2 cards reviewed. The next is due in 1 minute (2023-11-14 22:15).")
        let log = try shell.environment.records.practiceLog(packs: ["films"]).map(\.entry)
        #expect(log.map(\.stateBefore) == [.new, .new, .learning])
    }

    @Test("set seed after a rating seeds the fuzz of the next practice as a session started with that seed does")
    func setSeedReseedsTheNextPracticesFuzz() async throws {
        // Without load balance the day within the fuzz range is the seed's draw alone.
        let reseeded = try ShellFixture()
        try await reseeded.run("set load-balance off", "set new-per-day 1", "practice films", "yes", "4")
        try await reseeded.run("set seed 3", "set new-per-day 2", "practice films", "no")
        let fresh = try ShellFixture()
        try await fresh.run("set load-balance off", "set seed 3", "practice films", "yes", "1", "no")
        let easy = try await fresh.run("4").output.first
        #expect(easy == "Easy: back in 6 days (2023-11-20 22:13).")
        #expect(try await reseeded.run("4").output.first == easy)
    }

    @Test("a rating is 1 to 4 or its name, in Spanish too; anything else is asked again")
    func ratingsInBothLanguages() async throws {
        let shell = try ShellFixture(language: .es)
        try await shell.run("practicar films")
        #expect(try await shell.run("sí").output.last?.hasSuffix("Intro: 3 bien") == true)
        #expect(
            try await shell.run("5").failure
                == "«5» no es una nota: escribe 1 (otra vez), 2 (difícil), 3 (bien) o 4 (fácil), o Intro")
        #expect(try await shell.run("fácil").output.first?.hasPrefix("Fácil: vuelve en 8 días") == true)
        try await shell.run("no")
        #expect(try await shell.run("otra vez").output.first?.hasPrefix("Otra vez: vuelve en 1 minuto") == true)
        #expect(PracticeHandler.rating("Difícil") == .hard && PracticeHandler.rating("good") == .good)
        #expect(
            try await shell.run("practicar estadisticas films").output.first
                == "Tarjetas: 0 nuevas · 1 aprendiendo · 1 en repaso · 0 reaprendiendo")
    }

    @Test("nothing due says when the next card is, and cram asks without changing the schedule")
    func nothingDueThenCram() async throws {
        let clock = ManualClock()
        let shell = try ShellFixture(clock: clock)
        try await shell.run("set new-per-day 1", "practice films", "yes", "4")
        let due = try shell.environment.records.practiceCards(packs: nil).map(\.card.due)
        let nothing = try await shell.run("practice films")
        #expect(
            nothing.output == [
                "No card is due, and today's new cards are done (set new-per-day N). The next is due in 8 days "
                    + "(2023-11-22 22:13); \"cram\" drills the cards seen before without changing when they are due."
            ])
        #expect(
            try await shell.run("cram films").output.first
                == "Cram: 1 card, the most forgotten first; when they are due does not change.")
        #expect(try await shell.run("no").output.last == "Cram done: 1 card.")
        #expect(try shell.environment.records.practiceCards(packs: nil).map(\.card.due) == due)
        #expect(try shell.environment.records.practiceLog(packs: nil).count == 1)
    }

    @Test("Ctrl-C or Ctrl-D while a card waits for its rating ends the practice in lines that fit the terminal")
    func cancellingARatingFitsTheTerminal() async throws {
        let shell = try ShellFixture()
        await shell.interpreter.useColumns(40)
        try await shell.run("practice films", "no", "", "no")
        #expect(
            await shell.interpreter.cancelForm() == [
                "Practice done: 1 card reviewed. The next", "    is due in 1 minute (2023-11-14",
                "    22:14).",
            ])
    }

    @Test("a game and a practice do not run at once: each refuses to start while the other is under way")
    func aGameAndAPracticeDoNotOverlap() async throws {
        let shell = try ShellFixture()
        try await shell.run("practice films")
        #expect(
            try await shell.run("load libros", "play").failure
                == "a practice is going on (card 1 of 2); \"stop\" ends it")
        #expect(await shell.interpreter.prompt() == "quiz [practice 1/2]> ")
        try await shell.run("stop", "play")
        #expect(
            try await shell.run("cram films").failure == "a game is in progress (question 1 of 1); end it with \"stop\""
        )
        #expect(
            try await shell.run("practice films").failure
                == "a game is in progress (question 1 of 1); end it with \"stop\"")
        #expect(await shell.interpreter.prompt() == "quiz [1/1]> ")
    }

    @Test("show and hint while a card waits for its rating: the card again with the rating asked, and rate first")
    func showAndHintWhileRating() async throws {
        let shell = try ShellFixture()
        try await shell.run("practice films", "no")
        let shown = try await shell.run("show")
        #expect(shown.failure == nil)
        #expect(shown.output.contains("Francis Ford Coppola directed it"))
        #expect(shown.output.last == "How well did you recall it? 1 again · 2 hard · 3 good · 4 easy; Enter: 1 again")
        #expect(try await shell.run("hint").failure == "this card is answered: rate it from 1 to 4")
        #expect(try await shell.run("1").output.first == "Again: back in 1 minute (2023-11-14 22:14).")
    }

    @Test("a game's command typed during a practice says that it is for games, not to start one with play")
    func gameCommandsDuringAPractice() async throws {
        let shell = try ShellFixture()
        try await shell.run("practice films")
        #expect(
            try await shell.run("skip").failure
                == "\"skip\" is for games; in a practice, answer or rate the card, or \"stop\" ends it")
        #expect(try await shell.run("no", "score").failure?.hasPrefix("\"score\" is for games") == true)
        let spanish = try ShellFixture(language: .es)
        try await spanish.run("practicar films")
        #expect(
            try await spanish.run("pausa").failure
                == "«pausa» es de las partidas; en una práctica, responde o puntúa la tarjeta, o «parar» la termina")
    }

    @Test("a pack named twice is practised, crammed and counted once")
    func aPackNamedTwiceCountsOnce() async throws {
        let shell = try ShellFixture()
        try await shell.run("set new-per-day 1", "practice films", "yes", "")
        #expect(
            try await shell.run("practice stats films FILMS").output.first
                == "Cards: 1 new · 1 learning · 0 review · 0 relearning")
        #expect(
            try await shell.run("cram films films").output.first
                == "Cram: 1 card, the most forgotten first; when they are due does not change.")
    }

    @Test("a practice stopped before a card that is due says the next is due now")
    func stoppedBeforeADueCard() async throws {
        let clock = ManualClock()
        let shell = try ShellFixture(clock: clock)
        try await shell.run("practice films", "no", "1", "stop")
        clock.advance(by: 120)
        #expect(try await shell.run("practice films").output.first == "Practice: 1 card due and 1 new.")
        #expect(
            try await shell.run("stop").output == [
                "Practice done: 0 cards reviewed. The next is due now (2023-11-14 22:15)."
            ])
    }

    @Test("forget asks before it deletes a pack's cards and reviews, and refuses a pack with none")
    func forgetAsksFirst() async throws {
        let shell = try ShellFixture()
        try await shell.run("practice films", "no", "1", "stop")
        #expect(try await shell.run("forget films").output == ["Forget films: delete 1 card and 1 review? yes or no"])
        #expect(await shell.interpreter.prompt() == "quiz [forget films: yes or no]> ")
        #expect(try await shell.run("no").output == ["Nothing was forgotten."])
        #expect(try shell.environment.records.practiceLog(packs: ["films"]).count == 1)
        #expect(try await shell.run("forget films yes").output == ["Forgot films: 1 card and 1 review deleted."])
        #expect(try shell.environment.records.practiceLog(packs: ["films"]).isEmpty)
        #expect(await shell.interpreter.execute("forget films").failure == "films has no cards to forget")
    }

    @Test("a command typed while a card waits for its rating runs: stop ends the practice, quit quits")
    func commandsWhileRating() async throws {
        let shell = try ShellFixture()
        try await shell.run("practice films", "no")
        #expect(try await shell.run("stop").output == ["Practice done: 0 cards reviewed."])
        #expect(await shell.interpreter.prompt() == "quiz> ")
        try await shell.run("practice films", "no")
        #expect(try await shell.run("quit").quits)
        #expect(await shell.interpreter.cancelForm() == [])
        #expect(try shell.environment.records.practiceLog(packs: nil).isEmpty)
    }

    @Test("retention and new cards a day are settings, checked as they are set")
    func practiceSettings() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("set retention 0.95").output == ["retention = 0.95"])
        #expect(try await ShellFixture(language: .es).run("ajustar retención 0,85").output == ["retención = 0.85"])
        #expect(
            try await shell.run("set retention 1.5").failure
                == "\"1.5\" is not a value for retention; use a probability from 0.5 to 0.99, such as 0.9")
        #expect(
            try await shell.run("set new-per-day 0", "practice films").output.first?.hasPrefix("No card is due") == true
        )
    }

    @Test("clock moves only a script's clock")
    func clockOnlyInScripts() async throws {
        let clock = ManualClock()
        let shell = try ShellFixture(clock: clock)
        #expect(try await shell.run("clock +3d").output == ["Clock: 2023-11-17 22:13 UTC."])
        #expect(try await shell.run("clock 3d").failure == "usage: clock +N(d|h|m)")
        #expect(
            try await shell.run("clock +9223372036854775807d").failure
                == "\"clock\" moves on at most 36,500 days (+36500d) at once")
        #expect(try await shell.run("clock +36500d").output == ["Clock: 2123-10-24 22:13 UTC."])
        let system = Interpreter(
            source: .local(folders: [shell.packFolder]), settings: ShellSettings(language: .en),
            style: Style(enabled: false),
            environment: ShellEnvironment(
                transports: .with(http: { _ in UnreachableTransport() }), records: shell.environment.records))
        #expect(
            await system.execute("clock +1h").failure
                == "\"clock\" moves on only the clock of a script (quiz run, quiz test)")
    }
}

@Suite("practice room PIN NAME: what a student missed in a class room")
struct PracticeFromRoomTests {
    /// A game of room 123456 over the films pack: Ana right on the first question only, Ben right on both.
    static func results() -> ClassResults {
        let questions = Question.all(in: ShellFixture.films.items)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return ClassResults(
            pin: "123456", pack: "films", title: "Films", startedAt: start, endedAt: start + 60,
            questions: questions.count,
            standings: [
                Standing(rank: 1, name: "Ben", points: 1900, right: 2),
                Standing(rank: 2, name: "Ana", points: 950, right: 1),
            ],
            asked: questions.enumerated().map { index, question in
                AskedQuestion(
                    number: index + 1, prompt: question.prompt, solution: nil, card: CardIdentity.of(question),
                    answers: [
                        .init(player: "Ana", answer: "x", right: index == 0, seconds: 2, points: index == 0 ? 950 : 0),
                        .init(player: "Ben", answer: "y", right: true, seconds: 2, points: 950),
                    ])
            })
    }

    func shell() throws -> (ShellFixture, Interpreter) {
        let fixture = try ShellFixture()
        var environment = fixture.environment
        environment.classResults = { pin in pin == "123456" ? [Self.results()] : [] }
        let interpreter = Interpreter(
            source: .local(folders: [fixture.packFolder]), settings: ShellSettings(language: .en, seed: 1),
            style: Style(enabled: false), environment: environment)
        return (fixture, interpreter)
    }

    @Test func theQuestionsMissedAreAskedAndRatedAsPracticeRatesThem() async throws {
        let (fixture, shell) = try shell()
        let opened = await shell.execute("practice room 123456 ana")
        #expect(opened.failure == nil)
        #expect(opened.output.first == "Practice of what Ana missed in room 123456: 1 card of films.")
        let missed = try #require(Self.results().asked.last)
        #expect(opened.output.contains { $0.contains(missed.prompt) })
        #expect(await shell.prompt() == "quiz [practice 1/1]> ")
        _ = await shell.execute("no")
        _ = await shell.execute("1")
        let cards = try fixture.environment.records.practiceCards(packs: ["films"])
        #expect(cards.map(\.id) == [missed.card])
    }

    @Test func aStudentWhoMissedNothingAnotherNameOrAnotherRoomAreSaidSo() async throws {
        let (_, shell) = try shell()
        #expect(
            await shell.execute("practice room 123456 Ben").output == [
                "Ben answered all 2 questions of room 123456 right: nothing to practise."
            ])
        #expect(
            await shell.execute("practice room 123456 Dora").failure
                == "nobody called \"Dora\" played the last game of room 123456")
        #expect(await shell.execute("practice room 654321 Ana").failure == "no results of room 654321")
    }
}
