import QuizAPI
import QuizCore
import QuizPacks

/// `expect WHAT VALUE`: checks the shell's state in a script, and fails with expected and actual when it differs.
extension Interpreter {
    func expect(_ argument: String) async throws -> [String] {
        let (what, expected) = Self.split(argument)
        guard !what.isEmpty, !expected.isEmpty else { throw CommandFailure(text.usage(.expect)) }
        let actual: String
        switch what.lowercased() {
        case "state", "estado":
            guard let round = game?.rounds.last else { throw mismatch("state", expected, "no round") }
            actual = Messages.result(round.result)
        case "score", "puntos":
            let score = game?.score ?? Score()
            actual = "\(score.right)/\(score.rounds)"
        case "streak", "racha":
            actual = String(game?.score.currentStreak ?? 0)
        case "pack", "paquete":
            actual = pack?.name ?? "none"
        case "round", "ronda":
            actual = (game?.rounds.last?.number).map(String.init) ?? "none"
        case "game", "partida":
            actual = game?.state.rawValue ?? "none"
        case "source", "fuente":
            if case .http = sourceSpec { actual = "http" } else { actual = "fixture" }
        case "lang", "idioma":
            actual = settings.language.rawValue
        default:
            throw CommandFailure(text.usage(.expect))
        }
        guard actual == expected else { throw mismatch(what, expected, actual) }
        return []
    }

    private func mismatch(_ what: String, _ expected: String, _ actual: String) -> CommandFailure {
        CommandFailure(
            text.pick(
                "\(CommandName.expect.name(in: .es)) \(what): se esperaba \(expected), pero es \(actual)",
                "expect \(what): expected \(expected), got \(actual)"))
    }
}
