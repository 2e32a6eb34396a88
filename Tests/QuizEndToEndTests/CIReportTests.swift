import Foundation
import QuizTestSupport
import Testing

/// What CI systems read of `quiz test` and `quiz run`: reports checked as they are by `Scripts/check-report` (a
/// Python XML parser against the JUnit schema's elements, and tap.py), annotations, totals and parallel replay.
@Suite("quiz test and quiz run in CI: reports, annotations, totals, jobs")
struct CIReportTests {
    private let quiz: BuiltQuiz
    private var folder: TemporaryFolder { quiz.folder }
    private static let sessions = QuizProcess.packageRoot.appendingPathComponent("Scripts/sessions")

    init() throws {
        quiz = try BuiltQuiz()
    }

    /// `quiz ARGUMENTS` run from the package's root, as `Scripts/test` runs it.
    private func quizAtRoot(_ arguments: String...) async throws -> QuizProcess {
        try await QuizProcess(arguments, in: QuizProcess.packageRoot, home: folder.url.appendingPathComponent("home"))
    }

    /// `Scripts/check-report FORMAT FILE`: its exit status and what it printed.
    static func checkReport(_ format: String, _ file: URL) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = QuizProcess.packageRoot.appendingPathComponent("Scripts/check-report")
        process.arguments = [format, file.path]
        let output = try await process.outputUntilExit()
        return (output.status, output.stdout + output.stderr)
    }

    /// A copy of `film.session` whose first verdict is changed, beside an unchanged `book.session`, in `sessions/`;
    /// returns the line of the first change.
    private func brokenSessions() throws -> Int {
        let original = try String(contentsOf: Self.sessions.appendingPathComponent("film.session"), encoding: .utf8)
        let edited = original.replacingOccurrences(of: "✓ Right! It is false.", with: "✓ Right! It is true.")
        let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false) }
        let firstChange = Array(zip(lines(original), lines(edited))).firstIndex { $0 != $1 }
        let line = try #require(firstChange) + 1
        try folder.write(edited, to: "sessions/film.session")
        try folder.write(
            try String(contentsOf: Self.sessions.appendingPathComponent("book.session"), encoding: .utf8),
            to: "sessions/book.session")
        return line
    }

    /// The report `name` of a test without its times and timestamps, the only parts that change from run to run.
    private func timelessReport(_ name: String) throws -> String {
        let report = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
        return report.replacingOccurrences(
            of: #" (time|timestamp)="[0-9.:TZ-]+""#, with: "", options: .regularExpression)
    }

    @Test func theSessionsReplayByteForByteAtTwoJobsAsAtOneAndTheirReportsAreValid() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.sessions.path)
        let count = names.filter { $0.hasSuffix(".session") }.count
        let junit = folder.url.appendingPathComponent("one.xml")
        let tap = folder.url.appendingPathComponent("one.tap")
        let one = try await quizAtRoot(
            "test", "--jobs", "1", "--report", "junit=\(junit.path)", "--report", "tap=\(tap.path)", "Scripts/sessions")
        let two = try await quizAtRoot(
            "test", "--jobs", "2", "--report", "junit=\(folder.url.path)/two.xml",
            "--report", "tap=\(folder.url.path)/two.tap", "Scripts/sessions")
        #expect(one.status == 0, "\(one.stdout)")
        #expect(two.status == 0)
        #expect(Data(two.stdout.utf8) == Data(one.stdout.utf8))
        #expect(one.stdout.hasSuffix("PASS Scripts/sessions/timer.session\n\(count) passed, 0 failed\n"))
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("two.tap")) == Data(contentsOf: tap))
        #expect(try timelessReport("two.xml") == timelessReport("one.xml"))

        #expect(try await Self.checkReport("junit", junit) == (0, "junit: \(count) passed, 0 failed\n"))
        #expect(try await Self.checkReport("tap", tap) == (0, "tap: \(count) passed, 0 failed\n"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="quiz test" tests="\#(count)" failures="0" errors="0" time=""#))
        #expect(
            xml.contains(
                #"<testcase name="film.session" classname="Scripts.sessions" file="Scripts/sessions/film.session" "#))
    }

    /// A replay tries a refused request again as play does, three times, but without play's pauses of 0.1 and
    /// 0.2 s between the tries: ten refused sources would otherwise take 3 s of waiting.
    @Test func aTranscriptTriesARefusedServerAgainWithoutWaiting() async throws {
        let refused = 10
        let refusal = [
            "quiz> source http http://127.0.0.1:9",
            "error: http://127.0.0.1:9/packs: cannot connect (connection refused); no copy in the offline cache "
                + "either: check the address and that the server is running, then try again",
        ]
        try folder.write(
            Array(repeating: refusal, count: refused).joined().map { $0 + "\n" }.joined(), to: "refused.session")
        let test = try await quiz("test", "refused.session")
        #expect(test.stdout == "PASS refused.session\n1 passed, 0 failed\n")
        #expect(test.duration < .milliseconds(300) * refused, "\(test.duration) for \(refused) refused sources")
    }

    @Test func aBrokenTranscriptShowsItsDiffInTheJUnitFailureInTAPAndInItsAnnotation() async throws {
        let line = try brokenSessions()
        let test = try await quiz(
            "test", "sessions", "--report", "junit=reports/quiz.xml", "--report", "tap=reports/quiz.tap",
            "--annotations", "github")
        #expect(test.status == 1)
        let lines = test.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["PASS sessions/book.session", "FAIL sessions/film.session"])
        #expect(lines.last == "1 passed, 1 failed")
        let diff = Array(lines.dropFirst(2).dropLast())
        #expect(diff.prefix(2) == ["--- sessions/film.session", "+++ sessions/film.session (actual)"])
        let message = #"expected "✓ Right! It is true.", got "✓ Right! It is false.""#
        #expect(
            test.stderr
                == "::error file=sessions/film.session,line=\(line)::\(message)%0A\(diff.joined(separator: "%0A"))\n")

        let junit = folder.url.appendingPathComponent("reports/quiz.xml")
        #expect(try await Self.checkReport("junit", junit) == (0, "junit: 1 passed, 1 failed\n"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        let quoted = message.replacingOccurrences(of: "\"", with: "&quot;")
        #expect(
            xml.contains(
                #"<testcase name="film.session" classname="sessions" file="sessions/film.session" line="\#(line)" "#))
        let text = diff.joined(separator: "\n").replacingOccurrences(of: ">", with: "&gt;")
        #expect(xml.contains("<failure message=\"\(quoted)\">\(text)</failure>"))

        let tap = folder.url.appendingPathComponent("reports/quiz.tap")
        #expect(try await Self.checkReport("tap", tap) == (0, "tap: 1 passed, 1 failed\n"))
        let tapLines = try String(contentsOf: tap, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            tapLines.prefix(5) == [
                "TAP version 13", "1..2", "ok 1 - sessions/book.session", "not ok 2 - sessions/film.session", "  ---",
            ])
        #expect(tapLines.contains("  line: \(line)"))
        #expect(tapLines.contains("    -✓ Right! It is true."))
    }

    @Test func aRefusedPatternFailsItsTranscriptWithItsLineAndWhyInTheReports() async throws {
        try folder.write("quiz> load films\nLoaded (a{2000}|films.*) (re)\n", to: "long.session")
        try folder.write("quiz> load films\nLoaded (films.* (re)\n", to: "open.session")
        let test = try await quiz(
            "test", "long.session", "open.session", "--report", "junit=quiz.xml", "--report", "tap=quiz.tap")
        #expect(test.status == 1)
        let long = "long.session:2: the (re) pattern is refused: a repeat goes over the limit of 1000 copies"
        let open = "open.session:2: the (re) pattern is refused: a parenthesis is not balanced"
        #expect(
            test.stdout
                == "FAIL long.session\nerror: \(long)\nFAIL open.session\nerror: \(open)\n0 passed, 2 failed\n")
        let xml = try String(contentsOf: folder.url.appendingPathComponent("quiz.xml"), encoding: .utf8)
        #expect(xml.contains(#"line="2" "#) && xml.contains(">\(long)</error>") && xml.contains(">\(open)</error>"))
        let tap = try String(contentsOf: folder.url.appendingPathComponent("quiz.tap"), encoding: .utf8)
        #expect(tap.contains("  message: \"\(long)\"\n") && tap.contains("  message: \"\(open)\"\n"))
    }

    @Test func aMissingTranscriptFailsAsAnUnreadableOneDoesAndTheOthersStillReplay() async throws {
        _ = try brokenSessions()
        let test = try await quiz("test", "sessions/book.session", "missing.session", "--report", "junit=rep/m.xml")
        #expect(test.status == 1)
        let missing = "cannot read missing.session: no such file or directory"
        #expect(
            test.stdout
                == "PASS sessions/book.session\nFAIL missing.session\nerror: \(missing)\n1 passed, 1 failed\n")
        let xml = try String(contentsOf: folder.url.appendingPathComponent("rep/m.xml"), encoding: .utf8)
        #expect(xml.contains(#"tests="2" failures="0" errors="1""#) && xml.contains(">\(missing)</error>"))
    }

    @Test func tapOnStandardOutputTakesThePlaceOfTheVerdicts() async throws {
        _ = try brokenSessions()
        let test = try await quiz("test", "--report", "tap", "sessions/book.session")
        #expect(test.status == 0)
        #expect(test.stdout == "TAP version 13\n1..1\nok 1 - sessions/book.session\n# 1 passed, 0 failed\n")
        let broken = try await quiz("test", "--report", "tap", "sessions")
        #expect(broken.status == 1)
        let tap = try folder.write(broken.stdout, to: "out.tap")
        #expect(try await Self.checkReport("tap", tap) == (0, "tap: 1 passed, 1 failed\n"))
        #expect(broken.stdout.hasSuffix("\n  ...\n# 1 passed, 1 failed\n"))
    }

    @Test func runMakesACaseOfEachExpectAndEachFailureAndOneOfAScriptWithNeither() async throws {
        try folder.write("load films\nplay 1\nno\nexpect state true\nexpect pack films\nlod\n", to: "a.quiz")
        try folder.write("load books\n", to: "b.quiz")
        let run = try await quiz(
            "run", "--report", "junit=run.xml", "--report", "tap=run.tap", "--annotations", "github", "a.quiz",
            "b.quiz")
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                a.quiz:4: expect state: expected true, got false
                ::error file=a.quiz,line=4::expect state: expected true, got false
                a.quiz:6: unknown command "lod"; did you mean "load"?
                ::error file=a.quiz,line=6::unknown command "lod"; did you mean "load"?
                2 passed, 2 failed

                """)
        let junit = folder.url.appendingPathComponent("run.xml")
        #expect(try await Self.checkReport("junit", junit) == (0, "junit: 2 passed, 2 failed\n"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="quiz run" tests="4" failures="1" errors="1" "#))
        #expect(xml.contains(#"<testcase name="a.quiz:4: expect state true" classname="a" file="a.quiz" line="4" "#))
        #expect(
            xml.contains(
                #"<failure message="expect state: expected true, got false">a.quiz:4: expect state: expected true, got false</failure>"#
            ))
        #expect(xml.contains(#"<testcase name="a.quiz:5: expect pack films" classname="a" file="a.quiz" line="5" "#))
        #expect(xml.contains(#"<testcase name="b.quiz" classname="b" file="b.quiz" time=""#))
        #expect(
            try await Self.checkReport("tap", folder.url.appendingPathComponent("run.tap")) == (
                0, "tap: 2 passed, 2 failed\n"
            ))
    }

    @Test func runWithTAPOnStandardOutputPrintsWhatTheCommandsPrintedAsComments() async throws {
        try folder.write("load films\nexpect pack films\nexpect pack books\n", to: "a.quiz")
        let run = try await quiz("run", "--report", "tap", "a.quiz")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                TAP version 13
                # Loaded films: 16 films, "Films: true or false?".
                ok 1 - a.quiz:2: expect pack films
                not ok 2 - a.quiz:3: expect pack books
                  ---
                  message: "expect pack: expected books, got films"
                  severity: fail
                  file: "a.quiz"
                  line: 3
                  ...
                1..2
                # 1 passed, 1 failed

                """)
        #expect(run.stderr == "a.quiz:3: expect pack: expected books, got films\n1 passed, 1 failed\n")
        let tap = try folder.write(run.stdout, to: "out.tap")
        #expect(try await Self.checkReport("tap", tap) == (0, "tap: 1 passed, 1 failed\n"))
    }

    @Test func runEndsWithItsTotalsInTheLanguageOfItsMessages() async throws {
        try folder.write("load films\nexpect pack films\n", to: "a.quiz")
        #expect(try await quiz("run", "a.quiz").stderr == "1 passed, 0 failed\n")
        let spanish = try await quiz.run(["run", "a.quiz", "-"], variables: ["LANG": "es_ES.UTF-8"], input: "lod\n")
        #expect(spanish.stderr.hasSuffix("\n1 superado, 1 fallido\n"))
    }

    @Test(arguments: [
        ["test", "--report", "junit", "x.session"], ["test", "--report", "xml=r.xml", "x.session"],
        ["run", "--report", "tap", "--report", "tap", "x.quiz"], ["test", "--jobs", "0", "x.session"],
        ["run", "--annotations", "gitlab", "x.quiz"],
    ])
    func aReportOrJobsThatCannotBeIsAUsageError(arguments: [String]) async throws {
        let run = try await QuizProcess(arguments, in: folder.url, home: folder.url.appendingPathComponent("home"))
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stdout == "")
    }

    @Test func aReportAnnotationsOrJobsThatCannotBeAreRefusedInTheLanguageOfTheMessages() async throws {
        let refusals: [([String], String, String)] = [
            (
                ["test", "--report", "xml=r.xml", "x.session"], "--report xml=r.xml: use junit=FILE, tap or tap=FILE",
                "--report xml=r.xml: usa junit=ARCHIVO, tap o tap=ARCHIVO"
            ),
            (
                ["run", "--report", "junit", "x.quiz"], "--report junit needs a file: --report junit=FILE",
                "--report junit necesita un archivo: --report junit=ARCHIVO"
            ),
            (
                ["test", "--report", "tap", "--report", "tap", "x.session"],
                "only one --report can go to standard output", "solo un --report puede ir a la salida estándar"
            ),
            (
                ["run", "--report", "junit=r", "--report", "tap=r", "x.quiz"],
                "two reports cannot both be written to r", "dos informes no pueden ir al mismo archivo, r"
            ),
            (
                ["run", "--annotations", "gitlab", "x.quiz"], "--annotations gitlab: use github",
                "--annotations gitlab: usa github"
            ),
            (["test", "--jobs", "0", "x.session"], "--jobs takes 1 or more, not 0", "--jobs admite 1 o más, no 0"),
        ]
        for (arguments, english, spanish) in refusals {
            for (lang, refusal) in [("en", english), ("es", spanish)] {
                let run = try await quiz.run(arguments + ["--lang", lang], variables: [:])
                #expect(run.status == 64)
                #expect(
                    run.stderr.hasPrefix("Error: \(refusal)\nUsage: quiz \(arguments[0]) "),
                    "\(arguments): \(run.stderr)")
            }
        }
    }

    @Test func aReportThatCannotBeWrittenFailsBeforeAnythingRuns() async throws {
        _ = try brokenSessions()
        try folder.write("", to: "plain")
        let test = try await quiz("test", "--report", "junit=plain/r.xml", "sessions")
        #expect(test.status == 1)
        #expect(test.stdout == "")
        #expect(test.stderr.hasPrefix("error: cannot write the report plain/r.xml: "))
    }

    @Test(arguments: [
        (
            "test",
            "Exit status: 0 when every transcript passed, 1 when any failed or a file could not be read or written, 64 when the command line is wrong."
        ),
        (
            "run",
            "Exit status: 0 when every command succeeded, 1 when any failed or a file could not be read or written, 64 when the command line is wrong."
        ),
    ])
    func helpStatesTheExitStatuses(command: String, statement: String) async throws {
        let help = try await quiz(command, "--help")
        #expect(help.status == 0)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(statement))
        #expect(words.contains("--report <format[=file]>"))
        #expect(words.contains("--annotations <annotations>"))
    }
}
