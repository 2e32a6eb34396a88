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
