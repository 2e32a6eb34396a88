import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// The messages of `quiz validate`, `quiz test`, `quiz run` and `quiz serve`.
extension Messages {
    // MARK: validate

    /// The line of a good pack: `ok  NAME  KIND  N items  LANG`, with `count` items for a pack written without
    /// holding its items.
    public func validPack(_ pack: Pack, count: Int? = nil) -> String {
        let count = count ?? pack.count
        guard language == .es else { return PackValidation.summary(of: pack, count: count) }
        let items = count == 1 ? "elemento" : "elementos"
        return "ok  \(pack.name)  \(pack.kind.rawValue)  \(count) \(items)  \(pack.language)"
    }

    /// `quiz validate` with no path, and no pack folder to check.
    public func noPackFolder(_ error: PackValidation.NoPackFolder) -> String {
        guard language == .es else { return error.description }
        let looked =
            error.folders.isEmpty
            ? "no hay ninguna carpeta donde buscar" : "se buscó en " + error.folders.joined(separator: ", ")
        return "no se encontró ninguna carpeta de paquetes; \(looked); da un archivo o una carpeta de paquetes que "
            + "comprobar, o pon en QUIZ_CONTENT la carpeta de los paquetes incluidos"
    }

    // MARK: run and test

    /// Why a script or a transcript could not be run or checked.
    public func scriptError(_ error: ScriptError) -> String {
        guard language == .es else { return error.description }
        return switch error {
        case .unreadable(let path, let reason): "no se puede leer \(path): \(fileReason(reason))"
        case .noTranscripts(let path): "\(path) no es un archivo .session ni una carpeta que los contenga"
        case .unwritable(let path, let reason): "no se puede actualizar \(path): \(fileReason(reason))"
        case .unwritableReport(let path, let reason): "no se puede escribir el informe \(path): \(fileReason(reason))"
        case .noSandbox(let reason):
            "no se pueden crear las carpetas temporales donde ejecutar un guion: \(fileReason(reason))"
        }
    }

    /// A script's `expect` that found the shell otherwise.
    func expectMismatch(_ what: String, expected: String, actual: String) -> String {
        pick(
            "\(CommandName.expect.name(in: .es)) \(what): se esperaba \(expected), pero es \(actual)",
            "expect \(what): expected \(expected), got \(actual)")
    }

    /// The name `quiz run` gives standard input.
    public var standardInput: String { pick("<entrada estándar>", "<stdin>") }

    /// The verdict on one transcript, before its name.
    public var transcriptPassed: String { pick("SUPERADO", "PASS") }
    public var transcriptFailed: String { pick("FALLIDO", "FAIL") }
    public var transcriptUpdated: String { pick("ACTUALIZADO", "UPDATED") }

    /// The word after the file in the second header of a transcript's diff: what ran.
    public var actualRun: String { pick("lo ejecutado", "actual") }

    /// The last line of `quiz test`, and of `quiz run` on standard error.
    public func transcriptTotals(passed: Int, failed: Int) -> String {
        pick(
            "\(passed) \(passed == 1 ? "superado" : "superados"), \(failed) \(failed == 1 ? "fallido" : "fallidos")",
            "\(passed) passed, \(failed) failed")
    }
}
