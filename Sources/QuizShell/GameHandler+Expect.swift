import QuizClient
import QuizCore

/// `expect WHAT VALUE`: checks the shell's state in a script, the game's above all, and fails with expected and
/// actual when it differs.
extension GameHandler {
    func expect(_ argument: String) throws -> [String] {
        var (what, expected) = try argument.nameAndValue(of: .expect, in: text)
        // A value the field never takes is a mistake in the script, not a state to wait for.
        let oneOf = { (values: Set<String>) throws(CommandFailure) in
            guard values.contains(expected) else { throw CommandFailure(self.text.usage(.expect)) }
        }
        let actual: String
        switch what.lowercased() {
        case "state", "estado":
            try oneOf(["nil", "true", "false"])
            guard let round = game?.rounds.last else {
                throw CommandFailure(text.expectMismatch("state", expected: expected, actual: "no round"))
            }
            actual = Messages.result(round.result)
        case "score", "puntos":
            // R/N with spaces or not: 0/0 before any answer; a score that no game reaches is a mistake in the script.
            let counts = expected.split(separator: "/", omittingEmptySubsequences: false)
                .map { UInt($0.trimmingSpaces) }
            guard counts.count == 2, let right = counts[0], let rounds = counts[1], right <= rounds else {
                throw CommandFailure(text.usage(.expect))
            }
            expected = "\(right)/\(rounds)"
            let score = game?.score ?? Score()
            actual = "\(score.right)/\(score.rounds)"
        case "streak", "racha":
            actual = String(game?.score.currentStreak ?? 0)
        case "pack", "paquete":
            actual = session.pack?.name ?? "none"
        case "round", "ronda":
            actual = (game?.rounds.last?.number).map(String.init) ?? "none"
        case "game", "partida":
            try oneOf(["none", "playing", "paused", "finished"])
            actual = game?.state.rawValue ?? "none"
        case "source", "fuente":
            try oneOf(["local", "fixture", "http"])
            actual =
                switch sources.spec {
                case .local: "local"
                case .fixture: "fixture"
                case .http: "http"
                }
        case "lang", "idioma":
            try oneOf(Set(Language.allCases.map(\.rawValue)))
            actual = session.settings.language.rawValue
        default:
            throw CommandFailure(text.usage(.expect))
        }
        guard actual == expected else {
            throw CommandFailure(text.expectMismatch(what, expected: expected, actual: actual))
        }
        return []
    }
}
