import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks

/// Every message quiz shows a person, in Spanish and English side by side, by feature (`Messages+Game`,
/// `Messages+Settings`...); not to be confused with `PackCatalog`, the folders packs are read from.
///
/// `pick(es, en)` keeps both wordings of a message in one place, so that neither language falls behind.
public struct Messages: Sendable {
    public var language: Language

    public init(language: Language) {
        self.language = language
    }

    /// The wording in this language; only that one is built.
    public func pick(_ spanish: @autoclosure () -> String, _ english: @autoclosure () -> String) -> String {
        language == .es ? spanish() : english()
    }

    // MARK: Start and help

    var banner: String {
        pick(
            "quiz: escribe «ayuda» para ver las órdenes; Tab completa, Ctrl-D sale.",
            "quiz: type \"help\" for the commands; Tab completes, Ctrl-D quits.")
    }

    func quote(_ text: String) -> String { pick("«\(text)»", "\"\(text)\"") }

    func unknownCommand(_ word: String, suggestion: String?) -> String {
        let shown = word.count <= 40 ? word : word.prefix(40) + "…"
        let base = pick("orden desconocida \(quote(shown))", "unknown command \(quote(shown))")
        guard let suggestion else {
            return base + pick("; escribe «ayuda» para verlas todas", "; type \"help\" to see them all")
        }
        return base + didYouMean(suggestion)
    }

    /// `base`, then the name most likely meant when there is one, else the names there are.
    func unknown(_ base: String, suggestion: String?, available: [String]) -> String {
        guard let suggestion else { return base + pick("; hay: ", "; there are: ") + available.joined(separator: ", ") }
        return base + didYouMean(suggestion)
    }

    private func didYouMean(_ suggestion: String) -> String {
        pick("; ¿quisiste decir \(quote(suggestion))?", "; did you mean \(quote(suggestion))?")
    }

    /// Dates as `2024-03-01 18:05`: in UTC for the records of games and reviews, which read the same on every
    /// machine; in the machine's time zone for what happened on it, a download or a sync. One format serves a list.
    static func dayAndTime(utc: Bool = false) -> (Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        if utc { formatter.timeZone = TimeZone(identifier: "UTC") }
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from:)
    }

    /// A line over `InputLine.limit`, whose length is not known: reading stopped at the limit.
    var lineTooLong: String {
        let limit = InputLine.limit.byteDescription
        return pick(
            "la línea pasa del límite de \(limit); no se ha ejecutado: escribe una orden más corta",
            "the line is longer than the limit of \(limit); it was not run: type a shorter command")
    }

    func kindName(_ kind: ItemKind, count: Int) -> String {
        let (spanish, spanishPlural, english, englishPlural) =
            switch kind {
            case .quiz: ("pregunta", "preguntas", "quiz", "quizzes")
            case .match: ("partido", "partidos", "match", "matches")
            case .book: ("libro", "libros", "book question", "book questions")
            case .film: ("película", "películas", "film", "films")
            case .choice: ("pregunta de opciones", "preguntas de opciones", "choice question", "choice questions")
            case .fact: ("dato", "datos", "fact", "facts")
            case .mixed: ("pregunta de varios tipos", "preguntas de varios tipos", "mixed question", "mixed questions")
            case .poll: ("encuesta", "encuestas", "poll", "polls")
            case .slider: ("estimación", "estimaciones", "slider", "sliders")
            case .ordering: ("pregunta de ordenar", "preguntas de ordenar", "ordering", "orderings")
            case .pairs: ("pregunta de parejas", "preguntas de parejas", "pairs question", "pairs questions")
            case .open: ("pregunta abierta", "preguntas abiertas", "open question", "open questions")
            }
        return count == 1 ? pick(spanish, english) : pick(spanishPlural, englishPlural)
    }

    func count(_ count: Int, _ kind: ItemKind) -> String { "\(count) \(kindName(kind, count: count))" }

    package func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }

    /// Tenths of a second as seconds, with a decimal comma in Spanish: `2`, `2,5`.
    func decimalSeconds(tenths: Int) -> String {
        "\(tenths / 10)" + (tenths % 10 == 0 ? "" : pick(",", ".") + "\(tenths % 10)")
    }

    // MARK: Packs and sources

    /// `packs`, in columns: name, size and kind, language, origin, offline (for a synced server), title.
    func packLines(_ packs: [PackSummary], offline: (since: Date, packs: Set<String>)?) -> [String] {
        Self.columns(
            packs.map { pack in
                [pack.name, count(pack.count, pack.kind), pack.language, origin(pack.origin)]
                    + (offline.map { [offlineColumn(pack.name, $0)] } ?? []) + [TerminalText.oneLine(pack.title)]
            })
    }

    /// Where a pack was found, as `packs` shows it.
    func origin(_ origin: String?) -> String {
        switch origin {
        case nil: "-"
        case "bundled": pick("incluido", "bundled")
        case "user": pick("tuyo", "yours")
        case let folder?: folder
        }
    }

    /// Rows of cells as lines, each column as wide as its widest cell, two spaces apart.
    static func columns(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
            rows.map { $0.indices.contains(column) ? $0[column].terminalColumns : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padded(toColumns: widths[index])
            }.joined(separator: "  ")
        }
    }

    var noPacks: String { pick("no hay paquetes en esta fuente", "this source has no packs") }
    var noSection: String { pick("(sin sección)", "(no section)") }
    func sortedBy(_ order: ListOrder) -> String {
        let field =
            switch order.field {
            case .number: pick("número", "number")
            case .id: "id"
            case .question: pick("pregunta", "question")
            case .section: pick("sección", "section")
            }
        return pick("«lista» ordena por \(field)", "list sorts by \(field)")
            + (order.descending ? pick(", al revés", ", descending") : "")
    }
    func nothingFound(_ query: String) -> String {
        pick("ninguna pregunta contiene «\(query)»", "no question holds \"\(query)\"")
    }
    func moreFound(_ count: Int) -> String {
        pick("y \(count) más; afina la búsqueda", "and \(count) more; narrow the search")
    }

    /// No pack in any of the local folders: where quiz looked, and how to add packs.
    func noLocalPacks(lookedIn folders: [URL], userPacks: URL) -> String {
        let looked = folders.map(\.path).joined(separator: ", ")
        return pick(
            "no hay paquetes; se buscó en \(looked); pon archivos de paquetes (*.json) en \(userPacks.path) "
                + "o arranca quiz con --packs CARPETA",
            "there are no packs; looked in \(looked); put pack files (*.json) in \(userPacks.path) "
                + "or start quiz with --packs FOLDER")
    }

    func badPackSkipped(_ error: PackLoadError) -> String {
        pick("aviso: se omite un paquete con errores: ", "warning: skipped a pack with faults: ") + packLoadError(error)
    }

    func unknownPack(_ name: String, suggestion: String?, available: [String]) -> String {
        unknown(
            pick("no hay ningún paquete \(quote(name))", "there is no pack \(quote(name))"), suggestion: suggestion,
            available: available)
    }

    /// `load NAME` where the pack file named NAME.json has faults, and so no pack.
    func faultyPack(_ name: String, file: String) -> String {
        pick(
            "el archivo \(file) tiene errores, así que no hay ningún paquete \(quote(name)); míralos con: "
                + "quiz validate \(file)",
            "the file \(file) has faults, so there is no pack \(quote(name)); see them with: quiz validate \(file)")
    }

    func loaded(_ pack: Pack) -> String {
        pick(
            "Paquete \(pack.name) cargado: \(count(pack.count, pack.kind)), «\(TerminalText.oneLine(pack.title))».",
            "Loaded \(pack.name): \(count(pack.count, pack.kind)), \"\(TerminalText.oneLine(pack.title))\".")
    }

    var noPackLoaded: String {
        pick(
            "no hay ningún paquete cargado; usa «cargar PAQUETE» (mira «paquetes»)",
            "no pack is loaded; use \"load PACK\" (see \"packs\")")
    }

    /// The source, its folders as they were typed; the standard local packs, whose folders differ from one machine
    /// or script to the next, by what they are.
    func source(_ source: SourceAddress, standard: Bool = false) -> String {
        switch source {
        case .local(let folders):
            pick("Fuente: paquetes locales (", "Source: local packs (")
                + (standard
                    ? pick("incluidos y tuyos", "bundled and yours")
                    : folders.map(\.relativePath).joined(separator: ", ")) + ")"
        case .fixture(let folders):
            pick("Fuente: el transporte fixture de (", "Source: the fixture transport of (")
                + folders.map(\.relativePath).joined(separator: ", ") + ")"
        case .http(let url, let options):
            pick("Fuente: servidor \(url.redactingToken)", "Source: server \(url.redactingToken)")
                + options.urlWords.map { " " + $0 }.joined()
                + (options.token == nil ? "" : " token=" + TokenRedaction.mask)
        }
    }

    func sourceChanged(_ source: SourceAddress, standard: Bool) -> String {
        self.source(source, standard: standard) + "."
    }

    var emptyToken: String {
        pick(
            "token= está vacío; da el token del servicio de quiz, o quita token=",
            "token= is empty; give the token of the quiz service, or leave token= out")
    }

    public func notAFolder(_ path: String) -> String {
        pick("\(quote(path)) no es una carpeta", "\(quote(path)) is not a folder")
    }

    func notAURL(_ text: String) -> String {
        let shown = quote(ServerAddress.shown(text))
        return pick("\(shown) no es una URL http(s) válida", "\(shown) is not a valid http(s) URL")
    }

    func badAddress(_ problem: ServerAddress.Problem) -> String {
        switch problem {
        case .notAURL(let text): notAURL(text)
        case .portOutOfRange(let text, let port):
            pick(
                "\(quote(ServerAddress.shown(text))) tiene el puerto \(port.prefix(12)), y los puertos van de 1 a "
                    + "65535; da el puerto del servidor, como http://127.0.0.1:8080",
                problem.description)
        }
    }

    /// What is not a server's address, given on the command line (`--source`, `--quiz-url`...).
    public func badServerAddress(_ problem: ServerAddress.Problem) -> String {
        guard case .notAURL(let text) = problem else { return badAddress(problem) }
        return pick(
            "\(quote(ServerAddress.shown(text))) no es la URL de un servidor; da una como http://127.0.0.1:8080",
            problem.description)
    }

    // MARK: Errors

    func noSuchItem(_ number: Int, count: Int) -> String {
        pick(
            "no hay pregunta \(number); el paquete tiene de 1 a \(count)",
            "there is no question \(number); the pack has 1 to \(count)")
    }
}
