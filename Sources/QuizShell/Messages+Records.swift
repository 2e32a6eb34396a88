import Foundation
import QuizCore

/// Why the player's records (the database of games, rotations, reviews and syncs) could not be used.
extension Messages {
    /// The error of the player's database in the language of the messages; any other error as it describes itself.
    public func recordsError(_ error: any Error) -> String {
        switch error {
        case let unavailable as PlayerDatabaseUnavailable:
            return recordsError(unavailable.reason)
                + pick("; los resultados de esta sesión no se guardan", "; the results of this session are not kept")
        case let error as PlayerDatabaseError:
            return databaseError(error)
        default:
            return "\(error)"
        }
    }

    func recordsWarning(_ error: any Error) -> String {
        pick("aviso: ", "warning: ") + recordsError(error)
    }

    private func databaseError(_ error: PlayerDatabaseError) -> String {
        guard language == .es else { return error.description }
        return switch error {
        case .newerSchema(let file):
            "\(file.path) lo escribió un quiz más nuevo; este no lo toca: actualiza quiz para seguir jugando con tu "
                + "historial"
        case .damaged(let file, let reason):
            "\(file.path) está dañado (\(Self.spanishDatabaseReasons[reason] ?? reason)): apártalo (mv \(file.path) "
                + "\(file.path).damaged) y el próximo arranque crea uno nuevo"
        case .foreign(let file, let tables):
            "\(file.path) no es la base de datos de quiz sino la de otro programa (sus tablas: "
                + "\(PlayerDatabaseError.list(tables))); quiz no la toca: muévela a otro sitio y el próximo arranque crea "
                + "una nueva"
        case .diskFull(let file):
            "\(file.path): el disco está lleno, así que el último cambio no se guardó; todo lo guardado antes está "
                + "entero"
        case .failed(let file, let reason):
            "\(file.path): " + databaseReason(reason)
        }
    }

    private func databaseReason(_ reason: String) -> String {
        if let spanish = Self.spanishDatabaseReasons[reason] { return spanish }
        let folder = "cannot create its folder ("
        if reason.hasPrefix(folder), reason.hasSuffix(")") {
            return "no se puede crear su carpeta (" + fileReason(String(reason.dropFirst(folder.count).dropLast()))
                + ")"
        }
        return fileReason(reason)
    }

    private static let spanishDatabaseReasons = [
        "it is not a database": "no es una base de datos",
        "its pages are corrupt": "sus páginas están corruptas",
        "another quiz held it too long, so the last change was not kept":
            "otro quiz lo tuvo ocupado demasiado tiempo, así que el último cambio no se guardó",
        "it cannot be written (read-only)": "no se puede escribir (es de solo lectura)",
        "it cannot be opened; check that its folder is writable":
            "no se puede abrir; comprueba que se pueda escribir en su carpeta",
        "the disk failed to read or write it (is it full?)": "el disco no pudo leerlo ni escribirlo (¿está lleno?)",
    ]
}
