import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

/// A command's output becomes one printed line per line of text: split at every line break Swift knows, blank lines
/// left out, whatever mix of scripts and white space the text holds.
@Suite("output split into lines")
struct OutputLinesTests {
    private func reference(_ output: [String]) -> [String] {
        output.flatMap { $0.split(whereSeparator: \.isNewline) }.filter { !$0.allSatisfy(\.isWhitespace) }
            .map(String.init)
    }

    @Test func linesWithBreaksAndBlanks() {
        let output = [
            "Question 1 of 10", "", "   ", "two\nlines", "crlf\r\nend", "\u{2028}para\u{2029}graph", "next\u{85}line",
            "✓ Right!", "\u{3000}\u{A0}", "\u{A0}indented", "tab\tinside", "vertical\u{0B}tab", "form\u{0C}feed",
            "Pregunta · ¿Quién?",
        ]
        #expect(OutputLines.split(output) == reference(output))
        #expect(OutputLines.split(["one", "two"]) == ["one", "two"])
    }

    @Test func randomTextSplitsAsCharactersDo() {
        let pieces = [
            "a", "Zz", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}",
            "\u{3000}", "\u{2003}", "é", "ñ", "✓", "·", "€", "𝄞", "\u{301}", "longer plain words here",
        ]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let output = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                    .joined()
            }
            #expect(OutputLines.split(output) == reference(output), "\(output.map { Array($0.unicodeScalars) })")
        }
    }
}
