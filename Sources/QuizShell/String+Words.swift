import QuizCore

extension String {
    /// The first word of a command's argument and the rest, trimmed: `("alert", "streak 3")` for `alert streak 3`.
    var wordAndRest: (word: String, rest: String) {
        guard let space = utf8.firstIndex(of: UInt8(ascii: " ")) else { return (self, "") }
        return (String(self[..<space]), self[space...].trimmingSpaces)
    }

    /// The two parts of `set NAME VALUE` or `expect WHAT VALUE`: the first word and the rest; the usage of `command`
    /// when either is missing.
    func nameAndValue(of command: CommandName, in text: Messages) throws -> (name: String, value: String) {
        let (name, value) = wordAndRest
        guard !name.isEmpty, !value.isEmpty else { throw CommandFailure(text.usage(command)) }
        return (name, value)
    }
}

extension String {
    /// The line broken between words to fit a terminal `width` columns wide, as `help` is: its continuations
    /// lined up under its last column when it has columns (cells two or more spaces apart, such as a row of `stats`)
    /// that leave room for words, else indented four spaces more than the line itself.
    public func wrapped(width: Int) -> [String] {
        guard utf8.count > width, terminalColumns > width else { return [self] }
        return wrapped(width: width, indent: hangingIndent(width: width))
    }

    /// Where the continuations of the line go when it is wrapped at `width`: after the last gap of two or more
    /// spaces before `width`, or four spaces in from the line's own indentation.
    private func hangingIndent(width: Int) -> Int {
        let leading = prefix { $0 == " " }.count
        // The line's own indentation is no gap between columns.
        if let gap = prefix(width).dropFirst(leading).matches(of: /\ {2,}[^ ]/).last {
            let column = distance(from: startIndex, to: gap.range.upperBound) - 1
            if width - column >= HelpHandler.narrowestSummary { return column }
        }
        return min(leading + HelpHandler.hangingIndent, width / 2)
    }

    /// The line broken between words into lines at most `width` columns wide (a wide character, CJK or emoji, takes
    /// two), every line after the first indented by `indent` spaces; a word wider than a line stays whole on a line
    /// of its own. Chinese, Japanese and Korean break between characters: each of their characters is a word.
    ///
    /// Runs of spaces inside the first line (the padding of a column) are kept; those where the line breaks go.
    func wrapped(width: Int, indent: Int) -> [String] {
        guard terminalColumns > width else { return [self] }
        let margin = String(repeating: " ", count: indent)
        // The leading spaces of the line are its own indentation, not a place to break.
        var current = String(prefix { $0 == " " })
        var columns = current.count
        var lines: [String] = []
        let words =
            #/
            (\ *)
            ( [\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]
            | [^\ \p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+ )
            /#
        for (index, match) in dropFirst(current.count).matches(of: words).enumerated() {
            let (spaces, word, wordColumns) = (match.1, match.2, String(match.2).terminalColumns)
            if index > 0, columns + spaces.count + wordColumns > width {
                lines.append(current)
                (current, columns) = (margin + word, indent + wordColumns)
            } else {
                current += spaces + word
                columns += spaces.count + wordColumns
            }
        }
        lines.append(current)
        return lines
    }
}
