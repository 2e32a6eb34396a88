import QuizCore

/// A player's name made safe to print on any terminal or page: control, format and separator characters (escape
/// sequences, bidirectional overrides, zero-width spaces) and the blank Braille cell as spaces, other characters that
/// show nothing (default-ignorable ones such as U+034F or the Hangul filler U+3164) left out, runs of spaces as one,
/// at most `maximumLength` characters, and at least one that shows.
public struct PlayerName: Codable, Sendable, Hashable, CustomStringConvertible {
    public static let maximumLength = 24
    /// The most Unicode scalars one character may carry, so that stacked combining marks cannot spill over lines.
    static let maximumScalarsPerCharacter = 4

    public let description: String

    /// The name as the room shows it; nil when nothing that shows is left or it is longer than the limit.
    public init?(_ typed: String) {
        var visible = String.UnicodeScalarView()
        for scalar in typed.unicodeScalars {
            if scalar.properties.generalCategory.showsNothing || scalar == "\u{2800}" {
                visible.append(" ")
            } else if !scalar.properties.isDefaultIgnorableCodePoint {
                visible.append(scalar)
            }
        }
        var kept = ""
        for character in String(visible) {
            guard character.unicodeScalars.count <= Self.maximumScalarsPerCharacter else { return nil }
            if character.isWhitespace {
                if !kept.isEmpty, !kept.hasSuffix(" ") { kept.append(" ") }
            } else {
                kept.append(character)
            }
        }
        if kept.hasSuffix(" ") { kept.removeLast() }
        guard !kept.isEmpty, kept.count <= Self.maximumLength else { return nil }
        description = kept
    }

    /// The name as rooms compare them: two names that look alike are one (`Ana`, `ANA`, `ａｎａ`, `Аna` with a
    /// Cyrillic А), as `LookAlikeKey` works it out.
    public var key: String { LookAlikeKey.of(description) ?? description.lowercased() }
}
