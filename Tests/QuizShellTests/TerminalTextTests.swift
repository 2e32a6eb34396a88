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
}
