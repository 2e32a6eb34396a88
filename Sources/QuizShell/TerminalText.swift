/// Makes text that came from outside (packs, servers, files, what a user typed) safe to write to a terminal.
///
/// A terminal obeys escape sequences, other control characters, C1 codes and bidirectional overrides; `safe` shows
/// each of them visibly instead (`␛`, `<U+202E>`), newlines and tabs aside, so that a pack or a server can change
/// nothing but the characters printed. Text stays as it came until it is written: every line of the shell, of the
/// executable's output and of `quiz serve`'s request log goes through here, before `OutputMarks` adds colours.
public enum TerminalText {
    public static func safe(_ text: String) -> String {
        guard !isSafe(text) else { return text }
        return text.unicodeScalars.map { showsAsItself($0) ? String($0) : visible($0) }.joined()
    }

    /// `text` as one line: its line breaks (CR, LF, and the rarer ones Unicode counts) shown as `safe` shows control
    /// characters (`␍`, `␊`, `<U+2028>`), for a field that is one line, such as a pack's title from a server, which
    /// could otherwise print lines that pass for the shell's own. Applied where such a field is put in a message.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreak) else { return text }
        return text.unicodeScalars.map { isLineBreak($0) ? visible($0) : String($0) }.joined()
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether writing `text` as it is would let it command the terminal.
    public static func isSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(showsAsItself)
    }

    /// Whether a scalar is written as it is: every one but C0 codes other than newline and tab, DEL, C1 codes,
    /// direction marks and invisible characters.
    private static func showsAsItself(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: true
        case 0x00..<0x20, 0x7F..<0xA0, 0x061C, 0x115F, 0x1160, 0x180E, 0x200B, 0x200E, 0x200F, 0x3164, 0xFEFF,
            0xFFA0, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFFF9...0xFFFB:
            false
        default: true
        }
    }

    /// How a scalar that does not show as itself is shown: C0 codes as their control pictures (`␛`, `␇`), DEL as
    /// `␡`, the others as `<U+202E>`.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00..<0x20:
            return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F:
            return "\u{2421}"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
        }
    }
}

extension String {
    /// The columns a terminal gives the text: two for each wide character (CJK, emoji shown as pictures), one for
    /// each other.
    var terminalColumns: Int {
        reduce(0) { columns, character in
            let value = character.unicodeScalars.first!.value
            let wide =
                character.unicodeScalars.first!.properties.isEmojiPresentation
                || character.unicodeScalars.contains("\u{FE0F}") || (0x1100...0x115F).contains(value)
                || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value)
                || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
                || (0x20000...0x3FFFD).contains(value)
            return columns + (wide ? 2 : 1)
        }
    }

    /// The text with spaces after it to fill `columns` columns of a terminal; never cut.
    func padded(toColumns columns: Int) -> String {
        self + String(repeating: " ", count: max(0, columns - terminalColumns))
    }
}
