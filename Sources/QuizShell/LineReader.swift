/// What reading a line gave.
public enum LineInput: Sendable, Equatable {
    case line(String)
    /// Ctrl-C: the line being typed was cancelled; the shell goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input.
    case endOfInput
}

/// Where the shell reads its commands: the line editor on a terminal, plain lines otherwise.
public protocol LineReader: Sendable {
    func readLine(prompt: String) async -> LineInput
}
