import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("The interpreter, command by command")
struct InterpreterTests {
    @Test func packsListsEveryPackWithItsKindAndSize() async throws {
        let shell = try ShellFixture()
        let result = try await shell.run("packs")
        #expect(
            result.output == [
                "capitals  1 quiz           en  packs  Capitals",
                "films     2 films          en  packs  Films",
                "libros    1 book question  es  packs  Libros",
                "mundial   3 matches        es  packs  Mundial 2022",
            ])
    }

    @Test func aPackNameTypedWithAccentsLoadsThePackNamedWithout() async throws {
        let films = Pack(name: "peliculas", title: "Películas", language: "es", items: ShellFixture.films.items)
        let shell = try ShellFixture(packs: [films], language: .es)
        #expect(
            try await shell.run("cargar PELÍCULAS").output.first
                == "Paquete peliculas cargado: 2 películas, «Películas».")
    }

    @Test func loadSuggestsTheNearestPack() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("load mundail").failure == #"there is no pack "mundail"; did you mean "mundial"?"#)
        #expect(try await shell.run("load mundial").output == [#"Loaded mundial: 3 matches, "Mundial 2022"."#])
    }

    @Test func loadOfAPackWithFaultsSaysSoAndHowToSeeThem() async throws {
        for (language, failure) in [
            (
                Language.en,
                "the file FILE has faults, so there is no pack \"zzbin\"; see them with: quiz validate FILE"
            ),
            (
                .es,
                "el archivo FILE tiene errores, así que no hay ningún paquete «zzbin»; míralos con: quiz validate FILE"
            ),
        ] {
            let shell = try ShellFixture(language: language)
            let file = shell.packFolder.appendingPathComponent("zzbin.json")
            try Data(#"{"name": "zzbin", "items": [{"bad": 1}]}"#.utf8).write(to: file)
            #expect(try await shell.run("load zzbin").failure == failure.replacing("FILE", with: file.path))
        }
    }

    @Test func anUnknownCommandSuggestsTheNearestOne() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("pley").failure == #"unknown command "pley"; did you mean "play"?"#)
        #expect(try await shell.run("scor").failure == #"unknown command "scor"; did you mean "score"?"#)
        #expect(try await shell.run("xyzzy").failure == #"unknown command "xyzzy"; type "help" to see them all"#)
        #expect(try await shell.run("qiut").failure == #"unknown command "qiut"; did you mean "quit"?"#)
        #expect(try await shell.run("bar").failure == #"unknown command "bar"; type "help" to see them all"#)
        #expect(try await shell.run("foo").failure == #"unknown command "foo"; type "help" to see them all"#)
    }

    @Test func playNeedsALoadedPack() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("play").failure == #"no pack is loaded; use "load PACK" (see "packs")"#)
    }

    @Test func aMatchRoundShowsTheScreenThenTheVerdict() async throws {
        let shell = try ShellFixture()
        let started = try await shell.run("set rounds 1", "load mundial", "play 1")
        #expect(
            started.output == [
                "Game of mundial: 1 question (seed 1).",
                "Question 1 of 1 · Guess the winner",
                "Octavos de final 2022",
                "  1  Japón",
                "  2  Croacia",
            ])
        #expect(await shell.interpreter.prompt() == "quiz [1/1]> ")
        #expect(try await shell.run("expect state nil").failure == nil)
        let verdict = try await shell.run("japon")
        #expect(verdict.output.first == "✗ Wrong. Croacia won: Japón 1(1)-1(3) Croacia.")
        #expect(try await shell.run("expect state false").failure == nil)
    }

    @Test func answeringTwiceIsRefusedAndChangesNothing() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial", "play", "1")
        let before = try await shell.run("state").output
        #expect(try await shell.run("answer 2").failure == #"question 1 is already answered; go on to the next one"#)
        #expect(try await shell.run("state").output == before)
    }

    @Test func anAnswerOutOfRangeIsRefused() async throws {
        let shell = try ShellFixture()
        try await shell.run("load libros", "play")
        #expect(try await shell.run("3").failure == #""3" is not one of the choices; answer 1 (Frodo) or 2 (Bilbo)"#)
        #expect(try await shell.run("expect state nil").failure == nil)
        #expect(try await shell.run("bilbo").output.first == "✓ Right!")
    }

    @Test func aLongAnswerThatIsRefusedIsQuotedByItsFirst40Characters() async throws {
        let long = String(repeating: "y", count: 3_000)
        let quoted = String(repeating: "y", count: 40)
        let shell = try ShellFixture()
        try await shell.run("load libros", "play")
        #expect(
            try await shell.run(long).failure
                == "\"\(quoted)\" is not one of the choices; answer 1 (Frodo) or 2 (Bilbo)")
        try await shell.run("stop", "practice films")
        #expect(try await shell.run(long).failure == "\"\(quoted)\" is neither yes nor no; answer yes or no")
        try await shell.run("yes")
        #expect(
            try await shell.run(long).failure
                == "\"\(quoted)\" is not a rating: type 1 (again), 2 (hard), 3 (good) or 4 (easy), or Enter")
        let spanish = try ShellFixture(language: .es)
        try await spanish.run("cargar films", "jugar 1")
        #expect(try await spanish.run(long).failure == "«\(quoted)» no es ni sí ni no; responde sí o no")
    }

    @Test func filmsTakeYesOrNoInEitherLanguage() async throws {
        let shell = try ShellFixture()
        try await shell.run("load films", "play 1")
        #expect(try await shell.run("quizás").failure == #""quizás" is neither yes nor no; answer yes or no"#)
        #expect(try await shell.run("sí").output.first == "✓ Right! It is true.")
    }

    @Test func quizzesAreCheckedThroughTheCheckRoute() async throws {
        let shell = try ShellFixture()
        let screen = try await shell.run("load capitals", "play")
        #expect(screen.output.contains("What is the capital of Australia?"))
        #expect(screen.output.contains("Author: teacher"))
        #expect(try await shell.run("  CANBERRA ").output.first == "✓ Right!")
    }

    @Test func stateListsEveryRound() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial", "play 2", "2")
        #expect(
            try await shell.run("state").output == [
                "game finished",
                "1  false  Octavos de final 2022: Marruecos – España → España",
            ])
    }

    @Test func aFinishedGameGoesToHistoryAndStats() async throws {
        let shell = try ShellFixture()
        try await shell.run("load films", "play", "yes", "next", "yes")
        let history = try await shell.run("history").output
        #expect(history.count == 1)
        #expect(history.first?.contains("films  1/2 right (50%)  0 s") == true)
        #expect(
            try await shell.run("stats").output == [
                "films  films  1 game  accuracy 50%  best streak 1  answer 0 s  "
                    + "most missed: \"Jaws: Alfred Hitchcock directed it\" (1×)"
            ])
        #expect(try await shell.run("history kind book").output == ["no game played matches those filters"])
        #expect(try await shell.run("stats pack films").output.count == 1)
        #expect(
            try await shell.run("history kind song").failure
                == #""song" is not a kind; use quiz, match, book, film, choice, fact or mixed"#)
        #expect(
            try await shell.run("history when 2026").failure
                == #""when" is not a filter; use pack NAME, kind KIND, since YYYY-MM-DD, until YYYY-MM-DD"#)
        #expect(
            try await shell.run("history since 2026-13-01").failure
                == #""2026-13-01" is not a valid day; use YYYY-MM-DD"#)
        let spanish = try ShellFixture(language: .es)
        #expect(
            try await spanish.run("historial cuándo 2026").failure
                == "«cuándo» no vale como filtro; usa paquete NOMBRE, tipo TIPO (quiz, match, book, film, choice, fact "
                + "o mixed), desde AAAA-MM-DD, hasta AAAA-MM-DD")
        #expect(
            try await spanish.run("historial tipo partido").failure
                == "«partido» no es un tipo; usa quiz, match, book, film, choice, fact o mixed")
        #expect(try await spanish.run("historial hasta ayer").failure == "«ayer» no es un día válido; usa AAAA-MM-DD")
        #expect(
            try await spanish.run("ayuda historial").output.first?.hasPrefix(
                "uso: historial [paquete NOMBRE] [tipo TIPO] [desde AAAA-MM-DD]") == true)
        #expect(
            try await spanish.run("historial desde 2026-11-30").output == [
                "ninguna partida terminada coincide con esos filtros"
            ])
    }

    @Test func skipPauseResumeAndStop() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial", "play")
        #expect(try await shell.run("skip").output.first == "Question 1 skipped.")
        #expect(
            try await shell.run("pause").output == [
                #"Paused: the clock stops and the question waits until "resume"."#
            ])
        #expect(await shell.interpreter.prompt() == "quiz [2/3 paused]> ")
        #expect(try await shell.run("state").output.first == "round 2/3: nil (paused)")
        #expect(try await shell.run("1").failure == "the game is paused; resume it first")
        #expect(try await shell.run("show").failure == "the game is paused; resume it first")
        let resumed = try await shell.run("resume").output
        #expect(resumed.first == "Resumed.")
        #expect(resumed.dropFirst().first?.hasPrefix("Question 2 of 3") == true)
        #expect(await shell.interpreter.prompt() == "quiz [2/3]> ")
        #expect(try await shell.run("stop").output.first?.hasPrefix("Game over: 0/2 right (0%)") == true)
        #expect(try await shell.run("expect game finished").failure == nil)
    }

    @Test func spanishReadsNaturally() async throws {
        let shell = try ShellFixture(language: .es)
        #expect(try await shell.run("cargar libros").output == ["Paquete libros cargado: 1 libro, «Libros»."])
        let screen = try await shell.run("jugar")
        #expect(screen.output[1] == "Pregunta 1 de 1 · Respuesta sobre:")
        #expect(try await shell.run("1").output.first == "✗ Incorrecto. La respuesta era: Bilbo.")
        #expect(try await shell.run("pley").failure == "orden desconocida «pley»; ¿quisiste decir «play»?")
    }

    @Test func setChangesLanguageSeedAndRounds() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("set lang es").output == ["idioma = es"])
        #expect(try await shell.run("set lang klingon").failure == "«klingon» no vale para idioma; usa es o en")
        #expect(
            try await shell.run("ajustar semilla -1").failure
                == "«-1» no vale para semilla; usa un número entero de 0 a 18446744073709551615")
        #expect(
            try await shell.run("set seed 42", "set rounds 2", "load mundial", "play").output.first
                == "Partida de mundial: 2 preguntas (semilla 42).")
        #expect(
            try await shell.run("set volume 3").failure
                == "ajuste desconocido «volume»; hay idioma, semilla, color, imágenes, rondas, filtro, datos, barajar, reloj, "
                + "alerta, campana, nuevas-por-día, retención, dispersión, equilibrar-carga, días-ligeros, sinconexión"
        )
    }

    @Test func aDeadServerLeavesTheSourceAsItWas() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial")
        let result = try await shell.run("source http http://127.0.0.1:9")
        #expect(result.failure == "http://127.0.0.1:9/packs: cannot connect (connection refused)")
        #expect(try await shell.run("expect source local").failure == nil)
        #expect(try await shell.run("expect pack mundial").failure == nil)
        #expect(try await shell.run("packs").output.count == 4)
    }

    @Test func expectShowsExpectedAndActual() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("expect score 0 / 0").failure == nil)
        try await shell.run("load films", "play 1", "yes")
        #expect(try await shell.run("expect score 1/1").failure == nil)
        #expect(try await shell.run("expect score 2/2").failure == "expect score: expected 2/2, got 1/1")
        #expect(try await shell.run("expect streak 1").failure == nil)
        let usage = try await shell.run("expect state maybe").failure
        #expect(usage?.hasPrefix("usage: expect state nil|true|false | score R/N") == true)
        #expect(try await shell.run("expect game over").failure == usage)
        // A game is playing from its start: no script sees one idle.
        #expect(try await shell.run("expect game idle").failure == usage)
        #expect(usage?.contains(" | game none|playing|paused|finished | ") == true)
        let states = await shell.interpreter.completer().candidates(for: "expect game ").candidates
        #expect(states == ["none", "playing", "paused", "finished"])
        #expect(try await shell.run("expect lang fr").failure == usage)
        for impossible in ["2/1", "1", "one/1", "-1/1", "1/1/1", "1/x/2", "1//2"] {
            #expect(try await shell.run("expect score \(impossible)").failure == usage, "\(impossible)")
        }
        try await shell.run("set lang es")
        #expect(try await shell.run("esperar puntos 1 / 1").failure == nil)
        let spanish = try await shell.run("esperar puntos 2/1").failure
        #expect(spanish?.hasPrefix("uso: esperar estado nil|true|false | puntos R/N") == true)
    }

    @Test func helpExplainsEachCommand() async throws {
        let shell = try ShellFixture()
        await shell.interpreter.useColumns(200)
        let all = try await shell.run("help").output
        #expect(all.count == CommandName.allCases.count + 1)
        #expect(
            try await shell.run("help cargar").output == [
                "usage: load PACK [random N|search TEXT]",
                "loads a pack; of quizzes: all its pages, random N: N random ones without repeats, or search TEXT: "
                    + "those the server finds with that text", "also: cargar",
            ])
    }

    @Test func commentsAndBlankLinesDoNothing() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("# a comment") == CommandResult())
        #expect(try await shell.run("   ") == CommandResult())
    }

    @Test func quitEndsTheShell() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("salir").quits)
    }
}

@Suite("The interpreter keeps its state straight")
struct InterpreterStateTests {
    @Test func oneRoundGamesStillRotate() async throws {
        let shell = try ShellFixture(seed: nil)
        try await shell.run("set rounds 1", "load mundial")
        var firsts: Set<String> = []
        for _ in 1...3 {
            let screen = try await shell.run("play").output
            #expect(screen[0] == "Game of mundial: 1 question.")
            firsts.insert(screen[3])
            try await shell.run("skip")
        }
        #expect(firsts.count == 3, "each one-round game should start with a question not played yet: \(firsts)")
    }

    @Test func aSeededGameReplaysTheSameOrderEveryTime() async throws {
        let shell = try ShellFixture(packs: [ShellFixture.matches, ShellFixture.books])
        try await shell.run("load mundial")
        var orders: Set<[String]> = []
        for _ in 1...3 {
            try await shell.run("play")
            var order: [String] = []
            for number in 1...3 {
                let state = try await shell.run("state").output
                order.append(state[number])
                try await shell.run(number < 3 ? "skip" : "stop")
            }
            orders.insert(order)
        }
        #expect(orders.count == 1, "\(orders)")
        let other = try ShellFixture(packs: [ShellFixture.matches])
        try await other.run("load mundial", "play", "skip", "skip")
        let replayed = try await other.run("state").output.dropFirst().map {
            $0.components(separatedBy: " → ").first ?? $0
        }
        #expect(replayed == orders.first)
    }

    @Test func shuffledAnswersKeepOneAndTwoAsShown() async throws {
        let shell = try ShellFixture(packs: [ShellFixture.books])
        try await shell.run("load libros")
        var screens: Set<[String]> = []
        for seed in 1...8 {
            let screen = try await shell.run("set seed \(seed)", "set shuffle answers on", "play").output
            screens.insert(Array(screen.suffix(2)))
            let bilbo = screen.suffix(2).first { $0.hasSuffix("Bilbo") }?.trimmingCharacters(in: .whitespaces).prefix(1)
            #expect(try await shell.run(String(bilbo ?? "")).output.first == "✓ Right!")
        }
        #expect(screens == [["  1  Frodo", "  2  Bilbo"], ["  1  Bilbo", "  2  Frodo"]])
        #expect(
            try await shell.run("set shuffle answers maybe").failure
                == #""maybe" is not a value for shuffle answers; use on or off"#)
    }

    @Test func shuffledChoiceAnswersMoveTheSolutionWithThem() async throws {
        let planets = Pack(
            name: "planets", title: "Planets", language: "en",
            items: .choice([
                ChoiceItem(
                    id: 1, category: "Science", question: "Which planet is closest to the Sun?",
                    answers: ["Mercury", "Venus", "Mars", "Earth"].map { BookItem.Answer(answer: $0) }, solution: 1)
            ]))
        let shell = try ShellFixture(packs: [planets])
        try await shell.run("load planets")
        #expect(
            try await shell.run("play").output.suffix(4) == ["  1  Mercury", "  2  Venus", "  3  Mars", "  4  Earth"])
        try await shell.run("skip")
        var orders: Set<[String]> = []
        for seed in 1...8 {
            let screen = try await shell.run("set seed \(seed)", "set shuffle answers on", "play").output
            let shown = Array(screen.suffix(4))
            orders.insert(shown.map { String($0.dropFirst(5)) })
            let mercury = try #require(shown.firstIndex { $0.hasSuffix("Mercury") })
            #expect(try await shell.run("\(mercury + 1)").output.first == "✓ Right!", "seed \(seed): \(shown)")
        }
        #expect(orders.count > 4, "\(orders)")
        #expect(orders.contains { $0.first != "Mercury" })
        try await shell.run("set seed 3")
        let first = try await shell.run("play").output.suffix(4)
        try await shell.run("skip")
        #expect(try await shell.run("play").output.suffix(4) == first, "the same seed shows the same order")
    }

    @Test func aNewSourceNeedsItsOwnPack() async throws {
        let shell = try ShellFixture()
        try await shell.run("load mundial")
        let folder = shell.folder.appendingPathComponent("packs").path
        #expect(try await shell.run("source fixture \(folder)").failure == nil)
        #expect(try await shell.run("play").failure == #"no pack is loaded; use "load PACK" (see "packs")"#)
    }

    @Test func aGameGoesOnWithItsOwnPackAfterLoad() async throws {
        let shell = try ShellFixture()
        try await shell.run("load capitals", "play", "load films")
        #expect(try await shell.run("Sydney").output.first == "✗ Wrong. The answer was: Canberra.")
    }

    @Test func anEmptyPackIsRefused() async throws {
        let empty = Pack(name: "empty", title: "Empty", language: "en", items: .film([]))
        let shell = try ShellFixture(packs: [empty, ShellFixture.films])
        // A local pack without items fails validation, so it is not even listed.
        let failure = try await shell.run("load empty").failure
        #expect(failure?.contains(#"has faults, so there is no pack "empty""#) == true)
        #expect(try await shell.run("packs").output.first?.hasPrefix("warning: skipped a pack with faults") == true)
        #expect(try await shell.run("play 1").failure == #"no pack is loaded; use "load PACK" (see "packs")"#)
    }

    @Test func twoFilesOfOnePackNameAreOneWarningAndTheFirstIsPlayed() async throws {
        let shell = try ShellFixture()
        var copy = ShellFixture.films
        copy.title = "Other films"
        try JSONEncoder().encode(copy).write(to: shell.packFolder.appendingPathComponent("more-films.json"))
        let folder = shell.packFolder.path
        #expect(
            try await shell.run("packs").output.filter { $0.hasPrefix("warning") } == [
                "warning: skipped a pack with faults: \(folder)/more-films.json: name: \"films\" is also the name of "
                    + "\(folder)/films.json, the one played; names must be unique in a folder"
            ])
        #expect(try await shell.run("load films").output == [#"Loaded films: 2 films, "Films"."#])
    }
}
