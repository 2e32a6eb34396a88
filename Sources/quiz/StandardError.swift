import ArgumentParser
import Foundation
import QuizCore
import QuizShell

/// Writes one line to standard error; on a terminal, wrapped between words to its width.
func printError(_ line: String) {
    let safe = TerminalText.safe(line)
    let lines = terminalColumns(STDERR_FILENO).map { safe.wrapped(width: $0) } ?? [safe]
    try? FileHandle.standardError.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
}

/// The width of the terminal that `descriptor` writes to, as it is now; nil when it writes to no terminal.
func terminalColumns(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
}

/// Writes one line to standard output, made safe for the terminal.
func printOut(_ line: String) {
    print(TerminalText.safe(line))
}

/// Writes lines to standard output at once, made safe for the terminal, without the C library's buffer: for the
/// commands whose answers a thread reads meanwhile, since flushing every stream (`fflush(nil)`) waits for the lock of
/// standard input, which that thread holds while it waits for a line.
func writeOut(_ lines: [String]) {
    writeOut(lines.map { TerminalText.safe($0) + "\n" }.joined())
}

/// Writes text as it is to standard output; a reader that has gone (`quiz join ... | head`) ends no command with a
/// crash.
func writeOut(_ text: String) {
    do {
        try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
        StandardOutput.failed(FileFailure.reason(error))
    }
}

/// Writes `line` to standard error, as `printError` does, and gives the exit code that ends the command with `status`:
/// `throw failure("error: ...")`.
func failure(_ line: String, status: Int32 = 1) -> ExitCode {
    printError(line)
    return ExitCode(status)
}
