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
    /// Called before each read with what Tab may complete now.
    func setCompletions(_ completer: Completer)
    /// Whether Ctrl-C was pressed since the last call, outside of reading a line.
    func takeInterrupt() -> Bool
    /// While `readLine` waits, prints `lines` above the line being typed and shows `prompt` in place of the one it
    /// was given, keeping what is typed; lines that come after the read has ended are printed before the next one.
    func redraw(prompt: String, above lines: [String])
    /// The width of the terminal in characters as the line editor last saw it; 80 when there is none.
    var columns: Int { get }
}

extension LineReader {
    /// Plain input has no prompt to redraw: the lines wait for the next command's output.
    public func redraw(prompt: String, above lines: [String]) {}

    /// Plain lines have no width: 80, the width of a classic terminal.
    public var columns: Int { 80 }
}
