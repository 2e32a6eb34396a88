import Foundation
import QuizAPI
import QuizClient
import QuizCore

/// The messages of `sync` and of what it made available offline.
extension Messages {
    func synced(_ summary: SyncSummary) -> [String] {
        let items = summary.packs.reduce(0) { $0 + $1.items }
        let size = ProgressBar.byteCount(summary.bytes)
        let packs = summary.packs.count
        var lines = [
            pick(
                "Sincronizado \(summary.source): \(count(packs, "paquete", "paquetes")) "
                    + "(\(count(items, "elemento", "elementos"))), "
                    + "\(count(summary.pictures, "imagen", "imágenes")), "
                    + "\(count(summary.answers, "respuesta", "respuestas")) de quizzes; \(size) descargados. "
                    + "Con --offline o «ajustar offline on» se juega todo sin conexión.",
                "Synced \(summary.source): \(count(packs, "pack", "packs")) "
                    + "(\(count(items, "item", "items"))), "
                    + "\(count(summary.pictures, "picture", "pictures")), "
                    + "\(count(summary.answers, "quiz answer", "quiz answers")); \(size) downloaded. With "
                    + "--offline or \"set offline on\" it all plays without the network.")
        ]
        if summary.reused > 0 {
            lines.append(
                pick(
                    "Se reanudó la sincronización anterior: "
                        + (summary.reused == 1
                            ? "1 archivo ya estaba descargado."
                            : "\(summary.reused) archivos ya estaban descargados."),
                    "Resumed the earlier sync: "
                        + (summary.reused == 1 ? "1 file was" : "\(summary.reused) files were")
                        + " already downloaded."))
        }
        if !summary.missingPictures.isEmpty {
            let missing = summary.missingPictures.count
            lines.append(
                pick(
                    "aviso: "
                        + (missing == 1
                            ? "no se pudo descargar 1 imagen, que no se verá "
                            : "no se pudieron descargar \(missing) imágenes, que no se verán ")
                        + "sin conexión (la próxima sincronización lo intentará de nuevo): ",
                    "warning: \(count(missing, "picture", "pictures")) could not be "
                        + "downloaded and will not show "
                        + "offline (the next sync tries them again): ")
                    + summary.missingPictures.prefix(5).joined(separator: ", ")
                    + (summary.missingPictures.count > 5 ? "…" : ""))
        }
        return lines
    }

    func syncError(_ error: SyncError) -> String {
        guard language == .es else { return error.description }
        let resume = "; lo descargado se conserva y «sincronizar» otra vez sigue desde ahí"
        return switch error {
        case .transport(let error, _, total: 0): "no se sincronizó nada: \(transport(error))"
        case let .transport(TransportError.cancelled(url: _), done, total):
            "sincronización cancelada tras \(done) de \(total) archivos" + resume
        case .transport(let error, let done, let total):
            "la sincronización se detuvo tras \(done) de \(total) archivos: \(transport(error))" + resume
        case .cannotStore(let error, let done, let total):
            "la sincronización se detuvo tras \(done) de \(total) archivos: no se puede escribir en "
                + "\(error.folder.path): \(fileReason(error.reason))" + resume
        case .records(let error): "la sincronización no puede guardar sus registros: \(recordsError(error))"
        case .localSource: "los paquetes locales ya están en este equipo: no hay nada que sincronizar"
        }
    }

    /// After a server that cannot be reached, when nothing of it was synced.
    var nothingSynced: String {
        pick(
            ". Nada de este servidor está sincronizado para jugar sin conexión; los paquetes incluidos siguen ahí: "
                + "escribe «fuente local»",
            ". Nothing of this server is synced for offline play; the bundled packs still play: type \"source local\"")
    }

    var syncWhileOffline: String {
        pick(
            "sin conexión no se puede sincronizar; «ajustar offline off» y vuelve a intentarlo",
            "cannot sync while offline; \"set offline off\" and try again")
    }

    var syncWithoutCache: String {
        pick(
            "esta sesión no guarda descargas, así que no hay dónde sincronizar",
            "this session keeps no downloads, so there is nowhere to sync to")
    }

    /// The column `packs` shows for a synced server: since when a pack plays offline, or that it does not.
    func offlineColumn(_ name: String, _ availability: (since: Date, packs: Set<String>)) -> String {
        guard availability.packs.contains(name) else { return pick("solo con conexión", "online only") }
        return pick("sin conexión desde ", "offline since ") + Self.dayAndTime()(availability.since)
    }

    /// What a sync's progress bar is downloading, padded to one width: `packs    `, `pictures `.
    func syncPhase(_ phase: SyncProgress.Phase) -> String {
        switch phase {
        case .packs: pick("paquetes ", "packs    ")
        case .pictures: pick("imágenes ", "pictures ")
        }
    }
}
