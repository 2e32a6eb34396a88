/// Reads lines from standard input without a prompt or editing, when input or output is not a terminal.
public struct PlainLineReader: LineReader {
    public func readLine(prompt: String) async -> LineInput {
        InputLine.read().map(LineInput.line) ?? .endOfInput
    }
}
