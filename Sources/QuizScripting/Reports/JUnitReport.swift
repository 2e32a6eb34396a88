import Foundation
import QuizShell

/// A JUnit XML report, as GitLab (`artifacts:reports:junit`), Jenkins and GitHub's test-report actions read it:
///
/// ```xml
/// <testsuites name="quiz test" tests="2" failures="1" errors="0" time="0.412">
///   <testsuite name="Scripts/sessions" tests="2" failures="1" errors="0" skipped="0" time="0.398" timestamp="…">
///     <testcase name="books.session" classname="Scripts.sessions" file="Scripts/sessions/books.session" time="0.201"/>
///     <testcase name="film.session" classname="Scripts.sessions" file="Scripts/sessions/film.session" line="12" …>
///       <failure message="expected &quot;✓ Right! It is true.&quot;, got …">--- Scripts/sessions/film.session …</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// Its elements and attributes are those of Jenkins' `junit-10.xsd`, which the others accept, plus `file` and `line`
/// on a test case, which GitLab and GitHub's actions read to point at the file. Cases are grouped into a suite for
/// each of their `suite`s, in the order first seen; a suite's time is the sum of its cases', the whole report's
/// time is `seconds`, the run's (shorter than the sum when cases ran side by side).
struct JUnitReport: Sendable {
    var name: String
    var cases: [TestCaseResult]
    var seconds: Double
    var timestamp: Date

    /// The XML document, ending with a line end.
    var document: String {
        let casesOfSuite = Dictionary(grouping: cases, by: \.suite)
        var seen: Set<String> = []
        let suites = cases.map(\.suite).filter { seen.insert($0).inserted }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites" + Self.attributes(counts(of: cases) + [("time", Self.time(seconds))], named: name) + ">",
        ]
        let stamp = timestamp.formatted(.iso8601)
        for suite in suites {
            let members = casesOfSuite[suite] ?? []
            let time = Self.time(members.reduce(0) { $0 + $1.seconds })
            lines.append(
                "  <testsuite"
                    + Self.attributes(
                        counts(of: members) + [("skipped", "0"), ("time", time), ("timestamp", stamp)], named: suite)
                    + ">")
            for result in members { lines += Self.testCase(result) }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func counts(of cases: [TestCaseResult]) -> [(String, String)] {
        let errors = cases.count { if case .error = $0.verdict { true } else { false } }
        let failures = cases.count { !$0.passed } - errors
        return [("tests", "\(cases.count)"), ("failures", "\(failures)"), ("errors", "\(errors)")]
    }

    private static func testCase(_ result: TestCaseResult) -> [String] {
        var attributes = [("classname", result.className), ("file", result.file)]
        if let line = result.line { attributes.append(("line", "\(line)")) }
        attributes.append(("time", time(result.seconds)))
        let opening = "    <testcase" + Self.attributes(attributes, named: result.name)
        let (tag, text): (String, String)
        switch result.verdict {
        case .passed: return [opening + "/>"]
        case .failed(let message, let diff):
            (tag, text) = ("failure", diff.isEmpty ? result.location + ": " + message : diff.joined(separator: "\n"))
        case .error(let message): (tag, text) = ("error", message)
        }
        let message = escape(result.message ?? "", attribute: true)
        return [
            opening + ">", "      <\(tag) message=\"\(message)\">\(escape(text, attribute: false))</\(tag)>",
            "    </testcase>",
        ]
    }

    private static func attributes(_ pairs: [(String, String)], named name: String) -> String {
        ([("name", name)] + pairs).map { " \($0.0)=\"\(escape($0.1, attribute: true))\"" }.joined()
    }

    /// Seconds with three decimals, as Surefire writes them: `0.042`.
    private static func time(_ seconds: Double) -> String {
        String(format: "%.3f", max(0, seconds))
    }

    /// `text` as XML character data, or as the value of an attribute, where line ends and tabs are written as
    /// references so that a reader keeps them. Characters that XML 1.0 cannot hold show as `TerminalText` shows them.
    static func escape(_ text: String, attribute: Bool) -> String {
        TerminalText.safe(text).replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"" where attribute: "&quot;"
            case "\n" where attribute: "&#10;"
            case "\r": "&#13;"
            case "\t" where attribute: "&#9;"
            case "\u{FFFE}", "\u{FFFF}": "\u{FFFD}"
            default: nil
            }
        }
    }
}
