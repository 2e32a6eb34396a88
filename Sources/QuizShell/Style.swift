import QuizAPI
import QuizCore
import QuizPacks

/// ANSI colours, or none: colour only on a terminal, and only when `NO_COLOR` is unset.
public struct Style: Sendable, Hashable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Colour by default when output is a terminal and `NO_COLOR` is unset or empty.
    public static func automatic(isTerminal: Bool, environment: [String: String]) -> Style {
        Style(enabled: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }

    /// The sequences `wrap` writes: what `TerminalText.safe` lets through when the shell prints.
    var sequences: [String] {
        enabled ? ["1", "2", "32", "31", "33", "0"].map { "\u{1B}[\($0)m" } : []
    }

    /// `text` made safe for the terminal, with this style's own colours kept.
    func safe(_ text: String) -> String { TerminalText.safe(text, keeping: sequences) }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
