import Foundation
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("trimming spaces as Foundation does, without its cost")
struct TrimmingTests {
    @Test(
        "spaces, tabs and other space separators go from both ends; line breaks and everything inside stay",
        arguments: [
            "", " ", "\t\t", "next", "  next  ", "\tanswer 2\t", "\u{A0}París\u{3000}", "\u{2003} sí \u{2009}",
            "\nline\n", " \n ", "a  b", "\u{1B}[1m bold", "✓ ", " ✗", "\u{85}x\u{85}",
        ])
    func sameAsFoundation(text: String) {
        #expect(text.trimmingSpaces == text.trimmingCharacters(in: .whitespaces))
    }
}

@Suite("trimming white space and line breaks as Foundation does")
struct TrimmedTests {
    @Test(
        "white space of any kind goes from both ends, in ASCII or beyond",
        arguments: [
            "", " \n\r\t\u{B}\u{C}", "Paris", " Paris\r\n", "\u{A0}París\u{3000}", "\u{85}x\u{2028}", "a \n b",
            "\u{2003} sí \u{2009}", "😀 ", " ✓", "\u{1B}x\u{1B}",
        ])
    func sameAsFoundation(text: String) {
        #expect(text.trimmed == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmed == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
