/// How pictures reach the terminal: one of the graphics protocols, or Unicode symbols in colour.
public enum PictureFormat: Sendable, Hashable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// DEC sixels (xterm started as a VT340, foot, mlterm, WezTerm).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm
    /// Block symbols coloured with the escape sequences of a colour depth: any colour terminal.
    case symbols(ColourDepth)

    /// The colours a terminal shows.
    public enum ColourDepth: String, Sendable, Hashable, CaseIterable {
        case truecolour = "truecolor"
        case indexed256 = "256"
        case indexed16 = "16"
    }

    /// Whether the format draws pixels rather than characters.
    public var isGraphics: Bool {
        if case .symbols = self { false } else { true }
    }
}
