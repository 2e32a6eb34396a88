import QuizCore

/// A character of a text that a terminal would obey or hide instead of showing: a control character (C0, DEL, C1),
/// a bidirectional override or isolate, a zero-width space or joiner that splits words, a line separator.
///
/// Pack texts are shown on a terminal, so such a character could clear the screen, set the window title or make a
/// wrong answer read like the right one. Joiners that emoji and scripts need (U+200C, U+200D) and variation
/// selectors are allowed. Newline and tab are allowed only where a caller says so (a question may have lines).
struct InvisibleCharacter: Sendable, Hashable {
    /// Its place in the text, counting Unicode scalars from 0.
    var offset: Int
    var scalar: Unicode.Scalar

    /// How a fault names it: `U+001B (a control character)`.
    var description: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "\(code) (\(Self.kind(of: scalar)))"
    }

    /// The first such character of `text`, or nil; texts of printable ASCII answer without decoding.
    static func first(in text: String, allowingLineBreaks: Bool) -> InvisibleCharacter? {
        var text = text
        if text.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return nil }
        for (offset, scalar) in text.unicodeScalars.enumerated() where isInvisible(scalar) {
            if allowingLineBreaks && (scalar == "\n" || scalar == "\t") { continue }
            return InvisibleCharacter(offset: offset, scalar: scalar)
        }
        return nil
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x115F, 0x1160, 0x180E, 0x200B, 0x200E, 0x200F, 0x3164, 0xFEFF, 0xFFA0: true
        case 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFFF9...0xFFFB: true
        default: false
        }
    }

    private static func kind(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: "a control character"
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: "a text direction mark"
        case 0x2028, 0x2029: "a line separator"
        default: "an invisible character"
        }
    }
}
