import QuizShell
import Testing

@Suite("Text from outside is shown, never obeyed, by the terminal")
struct TerminalTextTests {
    @Test(
        "escapes, controls, C1 codes and direction marks become visible marks",
        arguments: [
            ("Title\u{1B}]0;pwned\u{07}", "Title␛]0;pwned␇"),
            ("\u{1B}[2J\u{1B}[31mred", "␛[2J␛[31mred"),
            ("a\u{0}b\u{7F}c", "a␀b␡c"),
            ("csi\u{9B}2J", "csi<U+009B>2J"),
            ("Tiburón\u{202E}eslaf", "Tiburón<U+202E>eslaf"),
            ("zero\u{200B}width", "zero<U+200B>width"),
            ("carriage\rreturn", "carriage␍return"),
        ])
    func madeVisible(text: String, shown: String) {
        #expect(TerminalText.safe(text) == shown)
        #expect(TerminalText.isSafe(shown))
        #expect(!TerminalText.isSafe(text))
    }

    @Test("plain text, accents, emoji, line breaks and tabs pass as they are")
    func plainText() {
        for text in ["Argentina 3(4)-3(2) Francia", "¿Quién? Japón", "👩‍👩‍👧 ok", "two\nlines\tand tab", ""] {
            #expect(TerminalText.safe(text) == text)
            #expect(TerminalText.isSafe(text))
        }
    }

    @Test("showing twice changes nothing")
    func showingTwice() {
        let text = "\u{1B}[31merror: \u{1B}[0m\u{1B}[2J"
        #expect(TerminalText.safe(TerminalText.safe(text)) == TerminalText.safe(text))
    }

    @Test("every scalar of the first plane and some beyond, alone or within accented text, is changed when unsafe")
    func everyScalar() {
        var wrong: [String] = []
        for value in Array(0...0xFFFF) + [0x1F600, 0xE0001, 0x10FFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            for text in [alone, "é" + alone + "ñ", "a" + alone]
            where (TerminalText.safe(text) != text) == TerminalText.isSafe(text) {
                wrong.append("U+" + String(value, radix: 16) + " in " + text.debugDescription)
            }
        }
        #expect(wrong.isEmpty)
    }

    @Test("an unsafe byte is found at every place of long ASCII text, which is scanned eight bytes at a time")
    func everyPlaceOfLongText() {
        var wrong: [String] = []
        let plain = String(repeating: "The quick brown fox ~ 0123456789 ", count: 2)
        for value in [0x00, 0x07, 0x09, 0x0A, 0x1B, 0x1F, 0x20, 0x7E, 0x7F, 0x85, 0x202E] {
            let scalar = Character(Unicode.Scalar(value)!)
            for place in 0...plain.count {
                var text = plain
                text.insert(scalar, at: text.index(text.startIndex, offsetBy: place))
                if (TerminalText.safe(text) != text) == TerminalText.isSafe(text) {
                    wrong.append("U+" + String(value, radix: 16) + " at \(place)")
                }
            }
        }
        #expect(wrong.isEmpty)
        #expect(TerminalText.safe(plain) == plain)
    }
}
