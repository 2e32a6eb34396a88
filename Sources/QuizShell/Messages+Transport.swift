import Foundation
import QuizAPI
import QuizClient
import QuizCore

/// The messages of downloads and servers: why a request failed, and what the downloader noticed.
extension Messages {
    /// A failed request: the URL, then why, in the language of the messages.
    func transport(_ error: TransportError) -> String {
        "\(error.url.redactingToken): " + reason(error)
    }

    func notice(_ notice: DownloadNotice) -> String {
        switch notice {
        case .usingCachedCopy(let url, let storedAt, let error):
            let date = Self.dayAndTime()(storedAt)
            return pick("aviso: ", "notice: ") + "\(url.redactingToken): " + reason(error)
                + pick("; se usa la copia descargada el \(date)", "; using the copy downloaded on \(date)")
        case .notCached(let error):
            return pick(
                "aviso: no se puede guardar la copia sin conexión en \(error.folder.path): \(fileReason(error.reason)); se usa lo "
                    + "descargado, pero no estará disponible sin conexión",
                "notice: \(notice.description)")
        case .judgedFromCopy(let url, let error):
            return pick("aviso: ", "notice: ") + "\(url.redactingToken): " + reason(error)
                + pick(
                    "; la respuesta se ha juzgado con la copia descargada",
                    "; the answer was judged from the downloaded copy")
        }
    }

    /// What went wrong, without the URL.
    private func reason(_ error: TransportError) -> String {
        guard language == .es else { return error.reason }
        return switch error {
        case .timedOut(_, let after):
            "el servidor no respondió en \(after.secondsDescription); comprueba que esté en marcha o da un --timeout "
                + "más largo"
        case .connectionFailed(_, let reason): "no se puede conectar (\(Self.spanishReason(reason)))"
        case .bodyTooLarge(_, let limit): "la respuesta del servidor supera el límite de \(limit.byteDescription)"
        case .downloadTooLarge(_, let limit):
            "el servidor no paraba de enviar: \(spanish(limit)); se detuvo la descarga y no se guardó nada"
        case .redirectLoop: "el servidor redirige la petición en bucle; comprueba la dirección"
        case .badAddress: "no es una dirección a la que conectarse (necesita un host y un puerto de 1 a 65535)"
        case .status(_, 401, _):
            "el servidor rechazó el token (401 Unauthorized); da el correcto con --token, QUIZ_TOKEN o "
                + "\"fuente http URL token=TOKEN\""
        case .status(_, let code, let message): "el servidor respondió \(code)" + (message.map { ": \($0)" } ?? "")
        case .malformedBody(_, let path, let reason):
            "respuesta inesperada" + (path.isEmpty ? "" : " en \(path)") + ": " + Self.bodyFault(reason)
        case .cancelled: "cancelado"
        case .notCached: "no está en la copia sin conexión; ejecuta una vez sin --offline para descargarlo"
        case .noSuchFile(_, let reason): "no se puede leer junto al paquete: " + fileReason(reason)
        case .nothingServed:
            "no responde ni una lista de paquetes (/packs) ni ninguna de las API (/partidos.json, /, /films.json, "
                + "/api/quizzes); comprueba la dirección o da la URL de cada tipo (match=URL, book=URL...)"
        case .notSynced: "no hay copia sin conexión de este servidor; sincronízalo antes con conexión («sincronizar»)"
        case .uncached(let error): self.reason(error) + "; tampoco hay copia sin conexión" + advice(error)
        case .retryLater(let error, let seconds):
            self.reason(error) + "; vuelve a intentarlo en "
                + (seconds > 3600 ? "más de una hora" : seconds.waitDescription)
        }
    }

    /// Why a body is not what was expected, in Spanish, and where in the body.
    private static func bodyFault(_ reason: String) -> String {
        bodyFaultWordings.spanish(reason) ?? Messages(language: .es).packFaultMessage(reason)
    }

    /// The sentences of `ResponseDecoding`, `Downloader`, `RandomPlayClient` and `RemoteCheck` about a body.
    private static let bodyFaultWordings = CompiledWordings([
        .init(pattern: #"(.+) \(line (\d+), column (\d+)\)"#) {
            bodyFault($0[0]) + " (línea \($0[1]), columna \($0[2]))"
        },
        .init("an HTML page, where JSON was expected", "una página HTML, donde se esperaba JSON"),
        .init(TransportError.webPageForPicture, "una página HTML, donde se esperaba una imagen"),
        .init("an empty body, where JSON was expected", "una respuesta vacía, donde se esperaba JSON"),
        .init("JSON that is cut off or broken", "JSON cortado o roto"),
        .init("not JSON", "no es JSON"),
        .init("missing", "falta"),
        .init("null where a value is needed", "null donde hace falta un valor"),
        .init(pattern: #"page (\d+) repeats quizzes already received"#) {
            "la página \($0[0]) repite quizzes ya recibidos"
        },
        .init(pattern: #"expected (-?\d+), the id checked, found (.+)"#) {
            "se esperaba \($0[0]), el id comprobado, y es \($0[1])"
        },
        .init(pattern: #"expected (.+), found (.+)"#) { "se esperaba \(valueType($0[0])), y es \(valueType($0[1]))" },
        .init(#"neither a quiz nor "nomore": true"#, "ni un quiz ni \"nomore\": true"),
        .init("not a quiz", "no es un quiz"),
    ])

    /// What to do about a failure that no cached copy could stand in for, unless its reason says it already.
    private func advice(_ error: TransportError) -> String {
        switch error {
        case .connectionFailed: ": comprueba la dirección y que el servidor esté en marcha, y vuelve a intentarlo"
        case .status: ": el servidor está en marcha pero no pudo responder; vuelve a intentarlo más tarde"
        case .malformedBody(_, _, let reason) where reason != TransportError.webPageForPicture:
            ": comprueba que la dirección sea la de un servidor de quiz"
        default: ""
        }
    }

    /// The system's or the transport's reason for a failed connection, in Spanish when it is a known one.
    static func spanishReason(_ reason: String) -> String {
        if reason.hasPrefix("unknown host ") {
            return "servidor desconocido " + reason.dropFirst("unknown host ".count)
        }
        return spanishReasons[reason] ?? reason
    }

    private static let spanishReasons: [String: String] = [
        "connection refused": "conexión rechazada",
        "connection reset by peer": "el servidor cortó la conexión",
        "connection timed out": "la conexión tardó demasiado",
        "network is unreachable": "no se llega a la red",
        "no route to host": "no hay ruta hasta el servidor",
        "host is down": "el servidor está apagado",
        "broken pipe": "la conexión se rompió",
        "no address to connect to": "no hay ninguna dirección a la que conectarse",
        "no connection within the time allowed": "no se conectó en el tiempo permitido",
        "the server closed the connection": "el servidor cerró la conexión",
        "the secure connection was not set up in time": "la conexión segura no se estableció a tiempo",
        "the server's answer was cut off": "la respuesta del servidor llegó cortada",
        "the server's answer is not valid HTTP": "la respuesta del servidor no es HTTP válido",
        "the host name could not be resolved": "no se encontró el nombre del servidor",
        "the connection failed": "la conexión falló",
        ClassClient.ipv6Refusal: "las salas no admiten direcciones IPv6; da el nombre del servidor o su dirección IPv4",
    ]

    private func spanish(_ limit: DownloadLimit) -> String {
        switch limit {
        case .pages(let count): "más de \(count) páginas"
        case .items(let count): "más de \(count) elementos"
        case .bytes(let count): "más de \(count.byteDescription)"
        }
    }

    /// `load PACK random N`, or with `search`, `load PACK search TEXT`, of a pack that is not of quizzes.
    func needsQuizzes(_ name: String, search: Bool) -> String {
        (search
            ? pick("\"search TEXTO\" busca en las páginas de quizzes", "\"search TEXT\" searches the pages of quizzes")
            : pick("\"random N\" saca quizzes al azar", "\"random N\" draws random quizzes"))
            + pick(", y \(quote(name)) no es un paquete de quizzes", ", and \(quote(name)) is not a pack of quizzes")
    }

    /// The kinds an original-style server did not answer, in one line; once a sync has completed, a kind not in the
    /// offline copy is one the server did not serve then, which no download would bring: it is named alone.
    func kindsMissing(_ missing: [ItemKind: TransportError], synced: Bool) -> String {
        let kinds = ItemKind.originals.compactMap { kind in
            missing[kind].map {
                if synced, case .notCached = $0 { kind.plural } else { "\(kind.plural) (\(transport($0)))" }
            }
        }
        return pick("no se sirven aquí: ", "not served here: ") + kinds.joined(separator: "; ")
    }

    func offlineUnavailable(_ error: OfflineCheck.Unavailable) -> String {
        pick(
            "la pregunta \(error.id) llegó sin su respuesta y solo el servidor puede comprobarla; juega con conexión, "
                + "o «sincronizar» una vez para guardar las respuestas",
            error.description)
    }
}
