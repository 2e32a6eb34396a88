import QuizPictures

/// How pictures are drawn, as `--images` and `set images` choose: `auto`, a format, or `off`.
public enum ImageMode: Sendable, Hashable {
    /// The terminal's best format; none when output is not a terminal or `TERM` is `dumb`.
    case auto
    /// As `auto`, without a word for a picture that can't be shown.
    case quiet
    case kitty
    case sixel
    case iterm
    /// Block symbols, in the terminal's colours when no depth is named (`symbols-256`, `symbols-16`).
    case symbols(PictureFormat.ColourDepth?)
    /// No pictures: each is a line with its link, as in a transcript.
    case off

    public init?(name: String) {
        switch name.lowercased() {
        case "auto": self = .auto
        case "quiet", "silencio", "silenciosas": self = .quiet
        case "kitty": self = .kitty
        case "sixel", "sixels": self = .sixel
        case "iterm", "iterm2": self = .iterm
        case "symbols", "símbolos", "simbolos": self = .symbols(nil)
        case "symbols-truecolor", "symbols-truecolour": self = .symbols(.truecolour)
        case "symbols-256", "símbolos-256", "simbolos-256": self = .symbols(.indexed256)
        case "symbols-16", "símbolos-16", "simbolos-16": self = .symbols(.indexed16)
        case "off", "no", "none": self = .off
        default: return nil
        }
    }

    /// The mode that always draws in `format`.
    init(_ format: PictureFormat) {
        switch format {
        case .kitty: self = .kitty
        case .sixel: self = .sixel
        case .iterm: self = .iterm
        case .symbols(let depth): self = .symbols(depth)
        }
    }

    public var name: String {
        switch self {
        case .auto: "auto"
        case .quiet: "quiet"
        case .kitty: "kitty"
        case .sixel: "sixel"
        case .iterm: "iterm"
        case .symbols(nil): "symbols"
        case .symbols(let depth?): "symbols-\(depth.rawValue)"
        case .off: "off"
        }
    }

    /// The format pictures are drawn in on `terminal`, or nil for none.
    func format(on terminal: PictureTerminal) -> PictureFormat? {
        switch self {
        case .auto, .quiet: terminal.detected
        case .kitty: .kitty
        case .sixel: .sixel
        case .iterm: .iterm
        case .symbols(let depth): .symbols(depth ?? terminal.colourDepth)
        case .off: nil
        }
    }
}
