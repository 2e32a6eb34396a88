/// A player's name made safe to print on any terminal or page: no control, format or separator characters (no
/// escape sequences, no bidirectional overrides), runs of spaces as one, at most `maximumLength` characters.
public struct PlayerName: Codable, Sendable, Hashable, CustomStringConvertible {
    public static let maximumLength = 24
    /// The most Unicode scalars one character may carry, so that stacked combining marks cannot spill over lines.
    static let maximumScalarsPerCharacter = 4

    public let description: String

    /// The name as the room shows it; nil when nothing printable is left or it is longer than the limit.
    public init?(_ typed: String) {
        var kept = ""
        for character in typed {
            let scalars = character.unicodeScalars
            if scalars.contains(where: { $0.properties.generalCategory.isUnsafe }) {
                if !kept.hasSuffix(" ") { kept.append(" ") }
                continue
            }
            guard scalars.count <= Self.maximumScalarsPerCharacter else { return nil }
            if character.isWhitespace {
                if !kept.isEmpty, !kept.hasSuffix(" ") { kept.append(" ") }
            } else {
                kept.append(character)
            }
        }
        while kept.hasSuffix(" ") { kept.removeLast() }
        while kept.hasPrefix(" ") { kept.removeFirst() }
        guard !kept.isEmpty, kept.count <= Self.maximumLength else { return nil }
        description = kept
    }

    /// The name as rooms compare them: case and width ignored, so that `Ana` and `ANA` are one name.
    public var key: String { description.lowercased() }
}

extension Unicode.GeneralCategory {
    fileprivate var isUnsafe: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
