import QuizAPI
import QuizCore
import QuizPacks

/// The player's records the shell reads and writes as it plays: a record that cannot be read or kept is a warning,
/// never a failed command, so that the game goes on.
extension Interpreter {
    /// The rotation kept for `pack`, with a warning when it could not be read (a new rotation then).
    func keptRotation(for pack: String) -> (Rotation, [String]) {
        do {
            return (try environment.records.rotation(for: pack), [])
        } catch {
            return (Rotation(), [warning(error)])
        }
    }

    /// The line of facts kept for `pack`, with a warning when it could not be read (a new line then).
    func keptFactLine(for pack: String) -> (FactLine, [String]) {
        do {
            return (try environment.records.factLine(for: pack), [])
        } catch {
            return (FactLine(), [warning(error)])
        }
    }

    /// Keeps `line` for `pack`; the warning to print when it could not be kept.
    func keep(_ line: FactLine, for pack: String) -> [String] {
        do {
            try environment.records.keep(line, for: pack)
            return []
        } catch {
            return [warning(error)]
        }
    }

    /// `warning: ` and why, in yellow.
    func warning(_ error: any Error) -> String {
        style.yellow(text.pick("aviso: ", "warning: ") + text.recordsError(error))
    }
}
