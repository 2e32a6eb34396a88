import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizShell

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((TerminalText.safe(line) + "\n").utf8))
}

/// Writes one line to standard output, made safe for the terminal.
func printOut(_ line: String) {
    print(TerminalText.safe(line))
}

/// Writes lines to standard output at once, made safe for the terminal, without the C library's buffer: for the
/// commands whose answers a thread reads meanwhile, since flushing every stream (`fflush(nil)`) waits for the lock of
/// standard input, which that thread holds while it waits for a line.
func writeOut(_ lines: [String]) {
    FileHandle.standardOutput.write(Data(lines.map { TerminalText.safe($0) + "\n" }.joined().utf8))
}

/// Writes lines as `writeOut` does, but as they are: lines made safe already, such as a class room's screen, whose
/// pictures' escape sequences must reach the terminal.
func writeScreen(_ lines: [String]) {
    FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
}
