import Foundation
import QuizKit
import Testing

@Suite("typed text folded for comparison")
struct TextMatchingTests {
    @Test(
        "ASCII text folds as Foundation folds it, spaces collapsed",
        arguments: [
            "", "   ", "Paris", "  PARIS  ", "Países Bajos", "new\tYORK\n city", "R2-D2 & C-3PO!", "a\r\nb", "ÉTÉ",
            "straße", "İstanbul",
        ])
    func sameAsFoundation(text: String) {
        let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(TextMatching.folded(text) == foundation)
    }
}
