import Foundation
import QuizCore
import QuizPacks

/// What `quiz import` prints: each pack written, each question left out, each fault of a file, and what to do.
extension Messages {
    /// A pack written: `ok  NAME  KIND  N items  LANG  PATH`, as `quiz validate` says a pack is good.
    public func importedPack(_ imported: PackImporter.Imported, file: URL) -> String {
        "\(validPack(imported.pack, count: imported.count))  \(file.path)"
    }

    /// A question left out: `bank.gift:7: skipped: a matching question; …`.
    public func importSkipped(_ skipped: ImportedFile.Skipped) -> String {
        "\(skipped.file):\(skipped.line): \(pick("omitida", "skipped")): \(importSentence(skipped.reason))"
    }

    /// A fault of a file, after `error: `: `bank.txt:9: ANSWER: Z names no answer of the question on line 6`.
    public func importFault(_ fault: ImportError) -> String {
        var translated = fault
        translated.message = importSentence(fault.message)
        return translated.description
    }

    public func importFileTwice(_ file: String) -> String {
        pick("\(file) aparece dos veces; nómbralo una sola vez", "\(file) is given twice; name it once")
    }

    /// The last line of an import that wrote nothing.
    public var nothingWritten: String { pick("no se escribió nada", "nothing was written") }

    public func importHidesBundled(_ name: String) -> String {
        pick(
            "\(name) es un paquete incluido, que la importación ocultaría; elige otro --name, o da --force",
            "\(name) is a bundled pack, which the import would hide; choose another --name, or give --force")
    }

    public func importFileExists(_ path: String) -> String {
        pick(
            "\(path) ya existe; elige otro --name, o reemplázalo con --replace",
            "\(path) exists; choose another --name, or --replace it")
    }

    public func importCannotWrite(_ file: URL, reason: String) -> String {
        pick("no se puede escribir \(file.path): \(fileReason(reason))", "cannot write \(file.path): \(reason)")
    }

    /// `quiz export NAME` with no pack NAME: the file of that name whose faults leave no pack, or the packs there are.
    public func exportNoPack(_ name: String, packs: [String], faultyFiles: [String]) -> String {
        let folded = TextMatching.folded(name)
        if let file = faultyFiles.first(where: {
            TextMatching.folded(URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent) == folded
        }) {
            return faultyPack(name, file: file)
        }
        return unknownPack(name, suggestion: CommandName.nearest(to: name.lowercased(), among: packs), available: packs)
    }

    /// An item that `quiz export` leaves out, as its format has no place for it:
    /// `class-opening: item 1 (id 1): left out, as GIFT has no polls`.
    public func exportLeftOut(_ pack: String, number: Int, item: MixedItem, format: String) -> String {
        let kinds = kindName(item.kind, count: 2)
        return "\(pack): \(pick("elemento", "item")) \(number) (id \(item.id)): "
            + pick("omitido, pues \(format) no tiene \(kinds)", "left out, as \(format) has no \(kinds)")
    }

    public func exportFacts(_ name: String) -> String {
        pick(
            "\(name) es un paquete de datos, que no tienen respuestas que escribir como preguntas; usa --format json",
            "\(name) is a pack of facts, which have no answers to write as questions; use --format json")
    }

    /// A sentence of an import reader in the language of the messages; one not known here stays as it is.
    func importSentence(_ message: String) -> String {
        guard language == .es else { return message }
        return Self.importWordings.spanish(message) ?? packFaultMessage(message)
    }

    /// Every sentence the readers of `QuizPacks/Import` write, most specific first.
    private static let importWordings = CompiledWordings([
        .init(pattern: #"skipped: (.*)"#) { "omitida: " + Messages(language: .es).importSentence($0[0]) },
        .init(#"a quoted field opened here has no closing quote"#, "un campo abierto aquí con comillas no las cierra"),
        .init(#"the file is empty"#, "el archivo está vacío"),
        .init(
            pattern:
                #"expected a header row naming the columns: question,answer or question,answer1,answer2,\.\.\.,solution; found (.*)"#
        ) {
            "se esperaba una fila de cabecera que nombre las columnas: pregunta,respuesta o "
                + "pregunta,respuesta1,respuesta2,...,solución; y hay \($0[0])"
        },
        .init(pattern: #"the solution "(.*)" is not a number from 1 to (\d+), a letter or one of the answers"#) {
            "la solución «\($0[0])» no es un número de 1 a \($0[1]), una letra ni una de las respuestas"
        },
        .init(
            pattern:
                #"(\d+) values where the header names (\d+) columns; a value with the separator in it goes in double quotes"#
        ) {
            "\($0[0]) valores donde la cabecera nombra \($0[1]) columnas; un valor que lleva el separador va entre comillas"
        },
        .init(#"the question column is empty"#, "la columna de la pregunta está vacía"),
        .init(#"the answer column is empty"#, "la columna de la respuesta está vacía"),
        .init(pattern: #"(\d+) answers are right; a choice item has one"#) {
            "\(answers($0[0])) correctas; una pregunta de opciones tiene una"
        },
        .init(pattern: #"expected a question and its answer separated by (.*), found no (question|answer)"#) {
            "se esperaba una pregunta y su respuesta separadas por \(separator($0[0])), y no hay "
                + ($0[1] == "question" ? "pregunta" : "respuesta")
        },
        .init(#"the title opened with :: is not closed with ::"#, "el título abierto con :: no se cierra con ::"),
        .init(
            #"a description, text without answers in braces; quiz plays questions"#,
            "una descripción, texto sin respuestas entre llaves; quiz juega preguntas"),
        .init(
            #"the answer block opened with \{ is not closed with \}"#,
            "el bloque de respuestas abierto con { no se cierra con }"),
        .init(
            #"two answer blocks in one question; GIFT has one, so write them as two questions"#,
            "dos bloques de respuestas en una pregunta; GIFT tiene uno, así que escríbelas como dos preguntas"),
        .init(#"the question has no text before its answers"#, "la pregunta no tiene texto antes de sus respuestas"),
        .init(pattern: #""(.*)" is not a number; a numerical answer is N, N:MARGIN or MIN\.\.MAX"#) {
            "«\($0[0])» no es un número; una respuesta numérica es N, N:MARGEN o MIN..MAX"
        },
        .init(pattern: #""(.*)" is not a number; a number to accept is N, N:MARGIN or MIN\.\.MAX"#) {
            "«\($0[0])» no es un número; un número aceptado es N, N:MARGEN o MIN..MAX"
        },
        .init(
            #"no number earns credit; give one after = with a weight above 0%"#,
            "ningún número puntúa; da uno tras = con un peso mayor que 0%"),
        .init(
            #"a cloze question; quiz has no kind for answers inside the text"#,
            "una pregunta de huecos; quiz no tiene tipo para respuestas dentro del texto"),
        .init(pattern: #""(.*)" is not a pair; a matching question's answers are =left -> right"#) {
            "«\($0[0])» no es una pareja; las respuestas de una pregunta de emparejar son =izquierda -> derecha"
        },
        .init(pattern: #"the pair "(.*)" has no right side"#) { "la pareja «\($0[0])» no tiene lado derecho" },
        .init(pattern: #"an answer after (.) is empty"#) { "una respuesta tras \($0[0]) está vacía" },
        .init(
            #"no answer earns credit; give one a weight above 0%"#,
            "ninguna respuesta puntúa; da a una un peso mayor que 0%"),
        .init(
            #"no answer is marked right; mark the right one with = or ~%100%"#,
            "ninguna respuesta está marcada como correcta; marca la correcta con = o ~%100%"),
        .init(
            pattern:
                #"byte (0x[0-9A-F]+) is not UTF-8; if the file was saved in Windows' encoding, give --encoding cp1252"#
        ) {
            "el byte \($0[0]) no es UTF-8; si el archivo se guardó con la codificación de Windows, da --encoding cp1252"
        },
        .init(pattern: #"is not (.*) text"#) { "no es texto \($0[0])" },
        .init(pattern: #"a question of type "(.*)""#) { "una pregunta de tipo «\($0[0])»" },
        .init(#"holds no question that quiz can play"#, "no tiene ninguna pregunta que quiz pueda jugar"),
        .init(
            pattern:
                #"is Moodle XML, which quiz does not import; export the questions from Moodle as GIFT or Aiken, or give a file in GIFT, Aiken, Anki text, Open Trivia DB JSON or CSV"#
        ) { _ in
            "es XML de Moodle, que quiz no importa; exporta las preguntas de Moodle como GIFT o Aiken, o da un archivo "
                + "GIFT, Aiken, texto de Anki, JSON de Open Trivia DB o CSV"
        },
        .init(pattern: #"the format cannot be told from the file; give it with --format (.*)"#) {
            "no se sabe el formato por el archivo; dalo con --format \($0[0])"
        },
        .init(pattern: #"expected answers \("A\. …"\) after "(.*)", found a blank line"#) {
            "se esperaban respuestas («A. …») tras «\($0[0])», y hay una línea en blanco"
        },
        .init(pattern: #"expected the question before the answers; found "ANSWER: (.)""#) {
            "se esperaba la pregunta antes de las respuestas; y hay «ANSWER: \($0[0])»"
        },
        .init(pattern: #"ANSWER: (.) names no answer of the question on line (\d+)"#) {
            "ANSWER: \($0[0]) no nombra ninguna respuesta de la pregunta de la línea \($0[1])"
        },
        .init(pattern: #"expected a question before the answer "(.)""#) {
            "se esperaba una pregunta antes de la respuesta «\($0[0])»"
        },
        .init(pattern: #"expected "ANSWER: X" after the answers of the question on line (\d+)"#) {
            "se esperaba «ANSWER: X» tras las respuestas de la pregunta de la línea \($0[0])"
        },
        .init(pattern: #"not JSON: (.*)"#) { "no es JSON: " + syntaxError($0[0]) },
        .init(pattern: #"the API answered response_code (\d+): (.*)"#) {
            "la API respondió response_code \($0[0]): \(responseCode($0[1]))"
        },
        .init(
            #"expected an object with "results", an array of questions"#,
            "se esperaba un objeto con «results», una lista de preguntas"),
        .init(
            #"expected "type", "question" and "correct_answer" as strings"#,
            "se esperaban «type», «question» y «correct_answer» como textos"),
        .init(pattern: #"its question shows the picture (.+), which quiz does not import"#) {
            "su pregunta muestra la imagen \($0[0]), que quiz no importa"
        },
        // A pack rule's fault of the field of a question that `--skip-bad` left out: `answers[1].answer: …`.
        .init(pattern: #"([A-Za-z0-9_.\[\]]+): (.+)"#) {
            "\($0[0]): " + Messages(language: .es).packFaultMessage($0[1])
        },
    ])

    private static func answers(_ count: String) -> String {
        count == "1" ? "1 respuesta" : "\(count) respuestas"
    }

    private static func separator(_ name: String) -> String {
        switch name {
        case "a tab": "un tabulador"
        case "a space": "un espacio"
        default: name
        }
    }

    /// What the Open Trivia Database's response codes mean, as `OpenTDBReader` says it.
    private static func responseCode(_ meaning: String) -> String {
        switch meaning {
        case "no results; the API has fewer questions than were asked for":
            "ningún resultado; la API tiene menos preguntas de las pedidas"
        case "invalid parameter in the request": "un parámetro no válido en la petición"
        case "the session token does not exist": "el token de sesión no existe"
        case "the session token has returned every question; reset it":
            "el token de sesión ya ha devuelto todas las preguntas; reinícialo"
        case "too many requests; wait five seconds": "demasiadas peticiones; espera cinco segundos"
        default: "un código desconocido"
        }
    }
}
