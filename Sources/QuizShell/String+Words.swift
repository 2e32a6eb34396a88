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
