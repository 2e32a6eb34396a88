import QuizCore

extension String {
    /// The first word of a command's argument and the rest, trimmed: `("alert", "streak 3")` for `alert streak 3`.
    var wordAndRest: (word: String, rest: String) {
        guard let space = utf8.firstIndex(of: UInt8(ascii: " ")) else { return (self, "") }
        return (String(self[..<space]), self[space...].trimmingSpaces)
    }
}
