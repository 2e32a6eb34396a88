import Foundation
import QuizKit
import Testing

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
