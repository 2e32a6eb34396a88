/// A transcript as `quiz run --echo` prints it: commands after their prompt, the script's comment and blank lines,
/// and the output the commands are expected to print.
///
/// - A line that starts with a prompt, `quiz> ` or `quiz [3/16]> `, is a command.
/// - A blank line, or one whose first character other than a space is `#`, is a line of the script.
/// - Every other line is expected output. Two kinds of expected line stand for something else: `...` matches any
///   number of lines, and a line that ends in ` (re)` is a regular expression that must match one whole line.
public struct Transcript: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A command, without its prompt.
        case command(String)
        case script
        case output
    }

    public struct Line: Sendable, Hashable {
        public var text: String
        public var kind: Kind

        /// What this expected line matches: a comment of the script its own text or nothing (`Pattern.comment`), a
        /// command or a blank line itself, and output as the patterns say.
        var pattern: Pattern {
            guard kind == .output else { return kind == .script && text.contains("#") ? .comment : .exact }
            if text == "..." { return .anyLines }
            if text.hasSuffix(" (re)") { return .expression(String(text.dropLast(" (re)".count))) }
            return .exact
        }
    }

    enum Pattern: Hashable {
        case exact
        case anyLines
        case expression(String)
        /// A replay runs no comment, so a comment line matches nothing; but it matches its own text too, since a line
        /// of output that starts with `#` (a question of a pack, say) reads as one.
        case comment
    }

    public var lines: [Line]

    public init(lines: [String]) {
        self.lines = lines.map { text in
            if let command = Self.command(in: text) { return Line(text: text, kind: .command(command)) }
            let start = text.drop { $0 == " " || $0 == "\t" }
            return Line(text: text, kind: start.isEmpty || start.hasPrefix("#") ? .script : .output)
        }
    }

    /// The script to replay: the commands, and the comment and blank lines, in order.
    public var script: [String] {
        lines.compactMap { line in
            switch line.kind {
            case .command(let command): command
            case .script: line.text
            case .output: nil
            }
        }
    }

    /// The command after a prompt that matches `^quiz( \[[^\]]*\])?> `, if the line starts with one; the empty
    /// command when the line is the prompt alone, with or without the space at its end, which an editor that strips
    /// the spaces at the end of lines takes away.
    static func command(in line: String) -> String? {
        guard line.hasPrefix("quiz") else { return nil }
        var rest = line.dropFirst("quiz".count)
        if rest.hasPrefix(" [") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        if rest == ">" { return "" }
        guard rest.hasPrefix("> ") else { return nil }
        return String(rest.dropFirst(2))
    }
}
