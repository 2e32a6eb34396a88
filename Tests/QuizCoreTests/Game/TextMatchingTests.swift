import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@Suite("typed text folded for comparison")
struct TextMatchingTests {
    @Test(
        "ASCII text folds as Foundation folds it, spaces collapsed",
        arguments: [
            "", "   ", "Paris", "  PARIS  ", "Países Bajos", "new\tYORK\n city", "R2-D2 & C-3PO!", "a\r\nb", "ÉTÉ",
            "straße", "İstanbul", "sí", "SÍ", "  España  ", "pingüino", "garçon", "Ærø", "e\u{301}te", "é\u{301}",
        ])
    func sameAsFoundation(text: String) {
        let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(TextMatching.folded(text) == foundation)
    }

    @Test("every letter from U+00C0 to U+00FF folds as Foundation folds it, alone and within a word")
    func latinLettersAsFoundation() {
        for value in UInt32(0xC0)...0xFF {
            let letter = String(Unicode.Scalar(value)!)
            for text in [letter, "x\(letter)Y \(letter)"] {
                let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(TextMatching.folded(text) == foundation, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test(
        "the game forgives case, accents, punctuation and a leading article in a typed answer",
        arguments: [
            ("japon", "Japón"), ("hierro", "El hierro"), ("the thinker", "The Thinker"), ("Thinker", "The Thinker"),
            ("los andes", "Andes"), ("Leonardo da Vinci!", "leonardo da vinci"), ("una", "Una"),
        ])
    func sameTypedAnswer(given: String, expected: String) {
        #expect(TextMatching.sameTypedAnswer(given, expected))
    }

    @Test(
        "a typed answer off by a typo is close only where the answer is long enough",
        arguments: [
            ("leonardo da vinchi", "Leonardo da Vinci", true), ("Rodn", "Rodin", true), ("Madird", "Madrid", true),
            ("Madrd", "Madrid", true), ("Shakespere", "Shakespeare", true), ("Shkspr", "Shakespeare", false),
            ("Roma", "Rome", false), ("Fe", "Pb", false), ("1946", "1945", false), ("Paris", "Parma", false),
            ("Mercurio", "Mercury", false),
        ])
    func withinTypo(given: String, expected: String, close: Bool) {
        #expect(TextMatching.withinTypo(given, expected) == close)
    }

    @Test(
        "a quiz's answer is trimmed as the service's JavaScript trim() trims: the byte order mark goes, U+0085 stays",
        arguments: [
            ("Canberra\u{FEFF}", true), ("\u{3000}canberra\u{2028}", true), ("\u{0B}CANBERRA\u{A0}\u{2029}", true),
            ("\t Canberra \r\n", true), ("\u{85}Canberra", false), ("Canberra\u{85}", false), ("Cánberra", false),
        ])
    func serviceTrim(given: String, right: Bool) {
        #expect(QuizItem(id: 1, question: "Capital of Australia?", answer: "Canberra").accepts(given) == right)
    }
}
