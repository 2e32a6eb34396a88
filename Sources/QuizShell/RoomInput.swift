import Foundation
import QuizClass

/// A line typed at `quiz join` or `quiz host`, in English or Spanish: a command of the terminal, a host's command to
/// the room, or a player's answer.
public enum RoomInput: Sendable, Hashable {
    /// Nothing but spaces.
    case nothing
    /// `help`, `ayuda` or `?`.
    case help
    /// `quit`, `exit` or `salir`.
    case quit
    /// A player's answer to the open question, trimmed.
    case answer(String)
    /// A host's command to the room.
    case room(ClientMessage)
    /// A host's `results`: the room's report as it stands.
    case results
    /// A host's line that is no command.
    case unknown(String)

    private static let helpWords: Set<String> = ["help", "ayuda", "?"]
    private static let quitWords: Set<String> = ["quit", "exit", "salir"]

    /// A player's line: `help` and `quit` are the terminal's, unless the open question has an option of that text;
    /// anything else answers it.
    public static func player(_ line: String, options: [String] = []) -> RoomInput {
        let typed = line.trimmingCharacters(in: .whitespaces)
        let word = typed.lowercased()
        if typed.isEmpty { return .nothing }
        if options.contains(where: { $0.lowercased() == word }) { return .answer(typed) }
        if helpWords.contains(word) { return .help }
        if quitWords.contains(word) { return .quit }
        return .answer(typed)
    }

    /// A host's line: `next`, `skip`, `kick NAME`, `lock`, `unlock`, `end`, `results`, `help` or `quit`.
    public static func host(_ line: String) -> RoomInput {
        let typed = line.trimmingCharacters(in: .whitespaces)
        let words = typed.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first?.lowercased() else { return .nothing }
        if helpWords.contains(first), words.count == 1 { return .help }
        if quitWords.contains(first), words.count == 1 { return .quit }
        switch first {
        case "next", "start", "siguiente", "empezar": return .room(.next)
        case "skip", "saltar": return .room(.skip)
        case "end", "fin", "terminar": return .room(.end)
        case "results", "resultados": return .results
        case "lock", "bloquear": return .room(.lock(true))
        case "unlock", "desbloquear": return .room(.lock(false))
        case "kick", "expulsar":
            guard words.count == 2 else { return .unknown(typed) }
            return .room(.kick(name: words[1].trimmingCharacters(in: .whitespaces)))
        default: return .unknown(typed)
        }
    }
}
