import QuizShell

/// Test cases in the Test Anything Protocol, version 13, as `prove`, tap.py and CI plug-ins read it:
///
/// ```
/// TAP version 13
/// 1..2
/// ok 1 - Scripts/sessions/books.session
/// not ok 2 - Scripts/sessions/film.session
///   ---
///   message: "expected \"✓ Right! It is true.\", got \"✓ Right! It is false.\""
///   severity: fail
///   file: "Scripts/sessions/film.session"
///   line: 12
///   diff: |
///     --- Scripts/sessions/film.session
///     …
///   ...
/// ```
///
/// A case that did not pass has its message, where it is, and its diff, if any, in a YAML block under its line.
public enum TAPReport {
    public static let version = "TAP version 13"

    public static func plan(_ count: Int) -> String {
        "1..\(count)"
    }

    /// A whole report: the version, the plan, and the lines of each case, numbered from 1.
    public static func document(_ cases: [TestCaseResult]) -> [String] {
        [version, plan(cases.count)] + cases.enumerated().flatMap { lines(of: $1, number: $0 + 1) }
    }

    /// The line of the case numbered `number`, and the YAML block of one that did not pass.
    public static func lines(of result: TestCaseResult, number: Int) -> [String] {
        // `#` would start a directive such as `# SKIP`, and `\` escapes it.
        let description = TerminalText.safe(result.title).replacingScalars { $0 == "#" || $0 == "\\" ? "\\\($0)" : nil }
        guard let message = result.message else { return ["ok \(number) - \(description)"] }
        var lines = [
            "not ok \(number) - \(description)", "  ---", "  message: \(quoted(message))",
            "  severity: \(result.verdict == .error(message: message) ? "error" : "fail")",
            "  file: \(quoted(result.file))",
        ]
        if let line = result.line { lines.append("  line: \(line)") }
        if !result.diff.isEmpty {
            let diff = result.diff.map { TerminalText.safe($0) }
            // A block scalar has no escapes: a diff with a character YAML cannot hold raw (U+FFFE, U+FFFF, which
            // `TerminalText.safe` leaves as they are) is a quoted string instead.
            if diff.contains(where: { $0.unicodeScalars.contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" } }) {
                lines.append("  diff: \(quoted(diff.joined(separator: "\n") + "\n"))")
            } else {
                lines.append("  diff: |")
                lines += diff.map { "    " + $0 }
            }
        }
        lines.append("  ...")
        return lines
    }

    /// A line that is not part of the protocol, such as what a script printed: a comment, which readers pass over.
    public static func comment(_ line: String) -> String {
        line.isEmpty ? "#" : "# " + line
    }

    /// `text` as a YAML string in double quotes, with `\`, `"`, line ends and the characters YAML cannot hold raw
    /// (U+FFFE, U+FFFF) escaped, as PyYAML writes them.
    private static func quoted(_ text: String) -> String {
        let escaped = TerminalText.safe(text).replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            case "\u{FFFE}": "\\uFFFE"
            case "\u{FFFF}": "\\uFFFF"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
