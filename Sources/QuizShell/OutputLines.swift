/// Output as lines: text that holds line breaks (a question of a user's pack) becomes several lines, and blank
/// lines go, so that a transcript can tell a command's output from the blank lines of its script.
enum OutputLines {
    static func split(_ output: [String]) -> [String] {
        output.flatMap { $0.split(whereSeparator: \.isNewline) }.filter { !$0.allSatisfy(\.isWhitespace) }
            .map(String.init)
    }
}
