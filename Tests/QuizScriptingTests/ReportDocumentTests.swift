import Foundation
import QuizShell
import Testing

@testable import QuizScripting

@Suite("JUnit and TAP reports of test cases")
struct ReportDocumentTests {
    private let cases = [
        TestCaseResult(
            name: "books.session", suite: "Scripts/sessions", file: "Scripts/sessions/books.session", seconds: 0.2014,
            verdict: .passed),
        TestCaseResult(
            name: "film.session", suite: "Scripts/sessions", file: "Scripts/sessions/film.session", line: 12,
            seconds: 0.05,
            verdict: .failed(message: #"expected "<ok> & on", got "off""#, diff: ["--- a", "-<ok>", "+off"])),
        TestCaseResult(
            name: "smoke.quiz:3: lod", suite: "smoke.quiz", file: "smoke.quiz", line: 3, seconds: 0,
            verdict: .error(message: #"unknown command "lod"; type "help" # to see them"#)),
    ]

    @Test func aJUnitReportHasASuitePerFolderAndACasePerTranscriptWithItsFailure() {
        let report = JUnitReport(
            name: "quiz test", cases: cases, seconds: 0.25, timestamp: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(
            report.document == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="quiz test" tests="3" failures="1" errors="1" time="0.250">
                  <testsuite name="Scripts/sessions" tests="2" failures="1" errors="0" skipped="0" time="0.251" \
                timestamp="2023-11-14T22:13:20Z">
                    <testcase name="books.session" classname="Scripts.sessions" file="Scripts/sessions/books.session" \
                time="0.201"/>
                    <testcase name="film.session" classname="Scripts.sessions" file="Scripts/sessions/film.session" \
                line="12" time="0.050">
                      <failure message="expected &quot;&lt;ok&gt; &amp; on&quot;, got &quot;off&quot;">--- a
                -&lt;ok&gt;
                +off</failure>
                    </testcase>
                  </testsuite>
                  <testsuite name="smoke.quiz" tests="1" failures="0" errors="1" skipped="0" time="0.000" \
                timestamp="2023-11-14T22:13:20Z">
                    <testcase name="smoke.quiz:3: lod" classname="smoke" file="smoke.quiz" line="3" time="0.000">
                      <error message="unknown command &quot;lod&quot;; type &quot;help&quot; # to see them">unknown \
                command "lod"; type "help" # to see them</error>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func attributesKeepLineEndsAndTabsAndTextShowsControlsVisibly() {
        #expect(JUnitReport.escape("a\nb\tc\"", attribute: true) == "a&#10;b&#9;c&quot;")
        #expect(JUnitReport.escape("a\nb\u{1B}[2J", attribute: false) == "a\nb␛[2J")
    }

    @Test func aClassNameIsTheFolderOrTheScriptWithDots() {
        func className(suite: String, file: String) -> String {
            TestCaseResult(name: "n", suite: suite, file: file, seconds: 0, verdict: .passed).className
        }
        #expect(className(suite: "./Scripts/sessions/", file: "./Scripts/sessions/a.session") == "Scripts.sessions")
        #expect(className(suite: "v1.2", file: "v1.2/a.session") == "v1.2")
        #expect(className(suite: ".", file: "books.session") == "books")
        #expect(className(suite: "Scripts/smoke.quiz", file: "Scripts/smoke.quiz") == "Scripts.smoke")
    }

    @Test func aTAPReportNumbersTheCasesAndGivesEachFailureAYAMLBlock() {
        #expect(
            TAPReport.document(cases) == [
                "TAP version 13",
                "1..3",
                "ok 1 - Scripts/sessions/books.session",
                "not ok 2 - Scripts/sessions/film.session",
                "  ---",
                #"  message: "expected \"<ok> & on\", got \"off\"""#,
                "  severity: fail",
                #"  file: "Scripts/sessions/film.session""#,
                "  line: 12",
                "  diff: |",
                "    --- a",
                "    -<ok>",
                "    +off",
                "  ...",
                #"not ok 3 - smoke.quiz:3: lod"#,
                "  ---",
                #"  message: "unknown command \"lod\"; type \"help\" # to see them""#,
                "  severity: error",
                #"  file: "smoke.quiz""#,
                "  line: 3",
                "  ...",
            ])
    }

    @Test func aHashInATAPDescriptionIsEscapedSoThatItStartsNoDirective() {
        let result = TestCaseResult(
            name: "a.quiz:1: expect pack #1", suite: "a.quiz", file: "a.quiz", seconds: 0, verdict: .passed)
        #expect(TAPReport.lines(of: result, number: 7) == [##"ok 7 - a.quiz:1: expect pack \#1"##])
        #expect(TAPReport.comment("Loaded films.") == "# Loaded films.")
        #expect(TAPReport.comment("") == "#")
    }
}
