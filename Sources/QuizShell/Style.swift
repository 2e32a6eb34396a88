/// ANSI colours, or none: colour only on a terminal, and only when `NO_COLOR` is unset.
public struct Style: Sendable, Hashable {
    public var enabled: Bool

    /// The colours the shell writes, by their SGR code.
    enum Colour: String, Sendable {
        case bold = "1"
        case dim = "2"
        case green = "32"
        case red = "31"
        case yellow = "33"
    }

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Colour by default when output is a terminal that is not a dumb one (`TERM=dumb`, as Emacs's shell) and
    /// `NO_COLOR` is unset or empty.
    public static func automatic(isTerminal: Bool, environment: [String: String]) -> Style {
        Style(enabled: isTerminal && environment["TERM"] != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    /// `text` in `colour` when colours are on. The shell's own words only: the rest is marked (`OutputMarks`) and
    /// made safe first.
    func wrap(_ text: String, _ colour: Colour) -> String {
        enabled ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}
