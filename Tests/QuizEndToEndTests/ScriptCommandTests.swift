import Foundation
import Testing

@Suite("quiz run and quiz test, as built")
struct ScriptCommandTests {
    private let quiz: BuiltQuiz
    private var folder: TemporaryFolder { quiz.folder }

    init() throws {
        quiz = try BuiltQuiz()
    }

    @Test func aScriptWhoseCommandsAllSucceedExitsZero() async throws {
        try folder.write("# Films\nload films\nplay 1\nyes\nexpect state true\nexpect score 1/1\n", to: "films.quiz")
        let run = try await quiz("run", "films.quiz")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("✓ Right! It is true.\n"))
        #expect(run.stderr == "2 passed, 0 failed\n")
    }

    @Test func aFailingExpectExitsOneAndNamesTheFileAndLine() async throws {
        try folder.write("load films\nplay 1\nno\nexpect state true\nexpect pack films\n", to: "films.quiz")
        let run = try await quiz("run", "films.quiz")
        #expect(run.status == 1)
        #expect(run.stderr == "films.quiz:4: expect state: expected true, got false\n1 passed, 1 failed\n")
    }

    @Test func bailStopsAtTheFirstFailureInAnyFile() async throws {
        try folder.write("load films\nexpect pack books\nplay 1\n", to: "a.quiz")
        try folder.write("load books\n", to: "b.quiz")
        let run = try await quiz("run", "--bail", "a.quiz", "b.quiz")
        #expect(run.status == 1)
        #expect(run.stdout == "Loaded films: 16 films, \"Films: true or false?\".\n")
        #expect(run.stderr == "a.quiz:2: expect pack: expected books, got films\n0 passed, 1 failed\n")
    }

    @Test func echoPrintsATranscriptAndAllFailuresGoToStandardError() async throws {
        let run = try await quiz("run", "--echo", "-", input: "# Two mistakes\nlod\nexpect pack films\n")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                # Two mistakes
                quiz> lod
                error: unknown command "lod"; did you mean "load"?
                quiz> expect pack films
                error: expect pack: expected films, got none

                """)
        #expect(
            run.stderr == """
                <stdin>:2: unknown command "lod"; did you mean "load"?
                <stdin>:3: expect pack: expected films, got none
                0 passed, 2 failed

                """)
    }

    @Test func seedAndLanguageCanBeChosen() async throws {
        let run = try await quiz("run", "--seed", "5", "--lang", "es", "-", input: "cargar peliculas\njugar\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("Partida de peliculas: 16 preguntas (semilla 5).\n"))
    }

    @Test func echoInAnotherLanguageOrSeedSaysHowTheTranscriptWouldReplayAsItRan() async throws {
        let run = try await quiz("run", "--echo", "--lang", "es", "--seed", "5", "-", input: "cargar peliculas\n")
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                consejo: quiz test repite las transcripciones en inglés con la semilla 1; para que esta se repita \
                como se ejecutó, empieza el guion con "set lang es" y "set seed 5" en vez de dar --lang o --seed
                1 superado, 0 fallidos

                """)
        let english = try await quiz("run", "--echo", "--seed", "5", "-", input: "load films\n")
        #expect(
            english.stderr.hasPrefix(
                "hint: quiz test replays transcripts in English with seed 1; for this one to replay as it ran, start "
                    + "the script with \"set seed 5\" rather than give --lang or --seed\n"))
        #expect(
            try await quiz("run", "--echo", "--lang", "en", "-", input: "load films\n").stderr == "1 passed, 0 failed\n"
        )
        #expect(
            try await quiz("run", "--lang", "es", "-", input: "cargar peliculas\n").stderr == "1 superado, 0 fallidos\n"
        )
    }

    @Test func anUnreadableFileIsAClearError() async throws {
        let run = try await quiz("run", "missing.quiz")
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot read missing.quiz: no such file or directory\n")
        // A report is not opened, and so not left empty, which a JUnit reader refuses.
        try folder.write("load films\n", to: "films.quiz")
        let reported = try await quiz("run", "--report", "junit=r.xml", "films.quiz", "missing.quiz")
        #expect(reported.status == 1)
        #expect(reported.stderr == "error: cannot read missing.quiz: no such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("r.xml").path))
    }

    @Test("a line that is not UTF-8 is refused by its number, in a file as on standard input")
    func aLineThatIsNotUTF8IsRefusedByItsNumber() async throws {
        let script = Data("load films\nexpect pack caf".utf8) + Data([0xE9, 0x0A]) + Data("play 1\n".utf8)
        try script.write(to: folder.url.appendingPathComponent("latin1.quiz"))
        let file = try await quiz("run", "latin1.quiz")
        #expect(file.status == 1 && file.stdout.isEmpty)
        #expect(file.stderr == "error: cannot read latin1.quiz: line 2 is not UTF-8 text\n")
        let home = folder.url.appendingPathComponent("home")
        let input = try await QuizProcess(["run", "-"], bytes: script, in: folder.url, home: home)
        #expect(input.status == 1)
        #expect(input.stdout == "Loaded films: 16 films, \"Films: true or false?\".\n")
        #expect(input.stderr == "error: cannot read <stdin>: line 2 is not UTF-8 text\n0 passed, 1 failed\n")
        let spanish = try await QuizProcess(["run", "--lang", "es", "-"], bytes: script, in: folder.url, home: home)
        #expect(
            spanish.stderr == "error: no se puede leer <entrada estándar>: la línea 2 no es texto UTF-8\n"
                + "0 superados, 1 fallido\n")
        // The reports keep the case run before the refused line and fail with the refusal, as CI systems read them.
        let reported = try await QuizProcess(
            ["run", "--report", "junit=r.xml", "--report", "tap=r.tap", "-"],
            bytes: Data("load films\nexpect pack films\n".utf8) + script, in: folder.url, home: home)
        #expect(reported.status == 1)
        #expect(reported.stderr == "error: cannot read <stdin>: line 4 is not UTF-8 text\n1 passed, 1 failed\n")
        let junit = folder.url.appendingPathComponent("r.xml")
        let tap = folder.url.appendingPathComponent("r.tap")
        #expect(try await CIReportTests.checkReport("junit", junit) == (0, "junit: 1 passed, 1 failed\n"))
        #expect(try await CIReportTests.checkReport("tap", tap) == (0, "tap: 1 passed, 1 failed\n"))
        let report = try String(contentsOf: junit, encoding: .utf8)
        #expect(
            report.contains(
                #"<testcase name="&lt;stdin&gt;:4" classname="&lt;stdin&gt;" file="&lt;stdin&gt;" line="4" "#))
        #expect(
            report.contains(#"<failure message="cannot read &lt;stdin&gt;: line 4 is not UTF-8 text">"#), "\(report)")
        #expect(try String(contentsOf: tap, encoding: .utf8).contains("not ok 2 - <stdin>:4\n"))
    }

    @Test func aUsageErrorKeepsTheArgumentParserStatus() async throws {
        #expect(try await quiz("run").status == 64)
        #expect(try await quiz("run", "--lang", "fr", "x.quiz").status == 64)
        #expect(try await quiz("test", "--source", "ftp", "x.session").status == 64)
        // A --packs folder that is not there is refused, as quiz run refuses it, rather than failing every replay.
        let packs = try await quiz("test", "--packs", "/no/such/packs", "x.session")
        #expect(packs.status == 64)
        #expect(packs.stdout == "")
        #expect(packs.stderr.hasPrefix("Error: --packs: no such folder: /no/such/packs\nUsage: quiz test "))
        let spanish = try await quiz("test", "--lang", "es", "--packs", "/no/such/packs", "x.session")
        #expect(spanish.stderr.hasPrefix("Error: --packs: no existe la carpeta /no/such/packs\nUsage: quiz test "))
    }

    @Test func whatRunEchoesIsATranscriptThatTestPasses() async throws {
        try folder.write("# Books\nload books\nplay 2\n1\nscore\nhistory\n", to: "books.quiz")
        let run = try await quiz("run", "--echo", "books.quiz")
        try folder.write(run.stdout, to: "books.session")
        let test = try await quiz("test", "books.session")
        #expect(test.stdout == "PASS books.session\n1 passed, 0 failed\n")
        #expect(test.status == 0)
    }

    @Test func outputThatStartsWithAHashIsATranscriptThatTestPasses() async throws {
        try folder.write(
            "# A question that reads as a comment\nnew pack hash quiz en\nadd question=\"# of moons of Mars?\" answer=2\n"
                + "play\n2\n", to: "hash.quiz")
        let run = try await quiz("run", "--echo", "hash.quiz")
        #expect(run.stdout.contains("\nQuestion 1 of 1\n# of moons of Mars?\n(type your answer)\n"))
        try folder.write(run.stdout, to: "hash.session")
        let test = try await quiz("test", "hash.session")
        #expect(test.stdout == "PASS hash.session\n1 passed, 0 failed\n")
        #expect(test.status == 0)
    }

    @Test func aPackMadeInAScriptIsListedAndLoadsAsInTheShell() async throws {
        try folder.write(
            "new pack caps quiz\nadd question=\"Capital of Peru?\" answer=Lima\npacks\nload caps\n", to: "caps.quiz")
        let run = try await quiz("run", "--echo", "caps.quiz")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\ncaps               1 quiz               en  packs    caps\n"))
        #expect(run.stdout.hasSuffix("quiz> load caps\nLoaded caps: 1 quiz, \"caps\".\n"))
        try folder.write(run.stdout, to: "caps.session")
        for source in ["local", "fixture"] {
            let test = try await quiz("test", "--source", source, "caps.session")
            #expect(test.stdout == "PASS caps.session\n1 passed, 0 failed\n")
        }
    }

    @Test func aTranscriptWithNoCommandFailsSayingWhyRatherThanPassingEmpty() async throws {
        try folder.write("", to: "sessions/empty.session")
        try folder.write("Loaded films: 16 films, \"Films: true or false?\".\n", to: "sessions/output.session")
        let test = try await quiz("test", "sessions")
        #expect(test.status == 1)
        #expect(
            test.stdout == """
                FAIL sessions/empty.session
                error: sessions/empty.session has no command to replay: each follows a prompt, as in "quiz> load \
                films"; quiz run --echo writes a transcript
                FAIL sessions/output.session
                error: sessions/output.session has no command to replay: each follows a prompt, as in "quiz> load \
                films"; quiz run --echo writes a transcript
                0 passed, 2 failed

                """)
        let spanish = try await quiz("test", "--lang", "es", "sessions/empty.session")
        #expect(
            spanish.stdout.contains(
                "error: sessions/empty.session no tiene ninguna orden que repetir: cada una va tras un indicador, "
                    + "como en «quiz> cargar peliculas»; quiz run --echo escribe una transcripción\n"))
    }

    @Test func aLineThatDiffersOnlyInTrailingSpacesIsSaidToUnderTheDiff() async throws {
        try folder.write("quiz> load films\nLoaded films: 16 films, \"Films: true or false?\". \t\n", to: "ws.session")
        let test = try await quiz("test", "ws.session")
        #expect(test.status == 1)
        #expect(
            test.stdout.hasSuffix(
                "+Loaded films: 16 films, \"Films: true or false?\".\n(line 2 differs only in trailing spaces)\n"
                    + "0 passed, 1 failed\n"))
        let spanish = try await quiz("test", "--lang", "es", "ws.session")
        #expect(spanish.stdout.contains("\n(la línea 2 solo difiere en los espacios del final)\n"))
        try folder.write("quiz> load films\nLoaded films: 16 films.\n", to: "other.session")
        #expect(try await !quiz("test", "other.session").stdout.contains("trailing spaces"))
    }

    @Test("an edited line fails with a diff, and --update restores it with the line ends the file had")
    func anEditedLineFailsWithADiffAndUpdateRestoresIt() async throws {
        let sessions = QuizProcess.packageRoot.appendingPathComponent("Scripts/sessions")
        let original = try String(contentsOf: sessions.appendingPathComponent("film.session"), encoding: .utf8)
        let edited = original.replacingOccurrences(of: "✓ Right! It is false.", with: "✓ Right! It is true.")
        try #require(edited != original)
        try folder.write(edited, to: "sessions/film.session")

        let failed = try await quiz("test", "sessions")
        #expect(failed.status == 1)
        let lines = failed.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "FAIL sessions/film.session")
        #expect(lines[1...2] == ["--- sessions/film.session", "+++ sessions/film.session (actual)"])
        #expect(lines.contains { $0.hasPrefix("@@ -") && $0.hasSuffix(" @@") })
        #expect(lines.contains("-✓ Right! It is true."))
        #expect(lines.contains("+✓ Right! It is false."))
        #expect(lines.suffix(2) == ["0 passed, 1 failed", ""])

        let updated = try await quiz("test", "--update", "sessions")
        #expect(updated.status == 0)
        #expect(updated.stdout.hasPrefix("UPDATED sessions/film.session\n"))
        #expect(try folder.read("sessions/film.session") == original)
        #expect(try await quiz("test", "sessions").stdout == "PASS sessions/film.session\n1 passed, 0 failed\n")

        try folder.write(edited.replacingOccurrences(of: "\n", with: "\r\n"), to: "sessions/film.session")
        #expect(try await quiz("test", "--update", "sessions").status == 0)
        #expect(try folder.read("sessions/film.session") == original.replacingOccurrences(of: "\n", with: "\r\n"))
    }
}
