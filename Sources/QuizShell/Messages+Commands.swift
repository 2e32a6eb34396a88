import QuizCore
import QuizPacks

/// The messages of `quiz validate`, `quiz test`, `quiz run` and `quiz serve`.
extension Messages {
    // MARK: validate

    /// The line of a good pack: `ok  NAME  KIND  N items  LANG`, with `count` items for a pack written without
    /// holding its items.
    public func validPack(_ pack: Pack, count: Int? = nil) -> String {
        let count = count ?? pack.count
        let items = pick(self.count(count, "elemento", "elementos"), self.count(count, "item", "items"))
        return "ok  \(pack.name)  \(pack.kind.rawValue)  \(items)  \(pack.language)"
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

    /// A script's `expect` that found the shell otherwise.
    func expectMismatch(_ what: String, expected: String, actual: String) -> String {
        pick(
            "\(CommandName.expect.name(in: .es)) \(what): se esperaba \(expected), pero es \(actual)",
            "expect \(what): expected \(expected), got \(actual)")
    }
}
