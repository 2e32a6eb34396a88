import Foundation
import QuizCore

/// What Tab completes: command names, and the arguments each command takes in the shell's current state.
///
/// Pure and `Sendable`, so that the line editor can consult a snapshot from its own thread.
public struct Completer: Sendable, Equatable {
    /// Every command name and alias.
    public var commands: [String] = []
    /// Arguments by the words before them: `"load"` → pack names, `"set lang"` → `es`, `en`.
    public var arguments: [String: [String]] = [:]
    /// Answers that may be typed bare while a round is open: `1`, `2`, team names, `sí`, `no`.
    public var answers: [String] = []
    /// The pack names are still on their way: a Tab pressed now waits for them rather than completing nothing.
    public var awaitsPackNames = false

    /// The candidates for the text being typed at the end of `line`: each is a whole replacement for the line's
    /// last argument (which may hold spaces, like "Países Bajos"), or for the command word.
    ///
    /// Matching ignores case and accents: `jap` completes to `Japón`.
    public func candidates(for line: String) -> (argument: String, candidates: [String]) {
        let trimmed = line.drop { $0 == " " }
        guard let space = trimmed.firstIndex(of: " ") else {
            let word = String(trimmed)
            var seen = Set<String>()
            return (word, (commands + answers).filter { seen.insert($0).inserted && Self.hasPrefix($0, word) })
        }
        let command = TextMatching.folded(String(trimmed[..<space]))
        // An alias completes as its command does: `cargar` like `load`.
        let named = CommandName(word: command)?.rawValue
        if named == nil, !answers.isEmpty {
            // Spaced as the candidates are, so that only the last word typed is replaced: `In  M` as `In M`.
            let typed = String(trimmed.replacing(#/ +/#, with: " "))
            let matches = answers.filter { Self.hasPrefix($0, typed) }
            if !matches.isEmpty { return (typed, matches) }
        }
        let rest = trimmed[trimmed.index(after: space)...].drop { $0 == " " }
        let name = named ?? command
        var words = rest.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let argument = rest.isEmpty || rest.hasSuffix(" ") ? "" : words.removeLast()
        // Try the longest key first, so that `set lang` wins over `set`, and multi-word arguments (`answer
        // Países B`) fall back to matching the whole rest of the line.
        for count in stride(from: words.count, through: 0, by: -1) {
            let key = ([name] + words.prefix(count)).joined(separator: " ")
            guard let options = arguments[key] else { continue }
            let typed = count == words.count ? argument : (words.dropFirst(count) + [argument]).joined(separator: " ")
            let matches = options.filter { Self.hasPrefix($0, typed) }
            if !matches.isEmpty || count == words.count { return (typed, matches) }
        }
        return (argument, [])
    }

    static func hasPrefix(_ candidate: String, _ typed: String) -> Bool {
        // Ñ is a letter of its own, not an N with an accent: `añ` is not the start of `anfitrión`, `an` is of `añadir`.
        func form(_ text: String) -> String {
            TextMatching.folded(
                text.replacingOccurrences(of: "ñ", with: "ny").replacingOccurrences(of: "Ñ", with: "NY"))
        }
        return form(candidate).hasPrefix(form(typed))
    }
}
