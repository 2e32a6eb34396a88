import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks

/// One field of an item that `add` and `edit` ask for: its names, the kind of value it takes, and its rule in both
/// languages; `PackItems.fieldTexts(in:)` and `setField(_:to:)` read and write it in a typed item by its key.
struct ItemField: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        case text
        /// A text that may be left empty, which removes it.
        case optionalText
        case number(ClosedRange<Int>)
        case yesNo
        /// Texts separated by `|`; empty for none.
        case list
        /// The answers of a choice item, separated by `|`.
        case answers
    }

    /// The English name, which is also the key of `field=value` on one line.
    let key: String
    let spanish: String
    /// The field path the checker names faults of this field by: `team1.name`.
    let faultPath: String
    let value: Value
    let rule: (es: String, en: String)
    /// Whether `add` offers the last item's value, as for the phase of matches or the book of book questions.
    var keepsLast = false

    static func == (a: ItemField, b: ItemField) -> Bool { a.key == b.key && a.faultPath == b.faultPath }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    func name(in language: Language) -> String { language == .es ? spanish : key }

    /// Whether `word`, in either language and any case, names this field.
    func isNamed(_ word: String) -> Bool {
        let folded = TextMatching.folded(word)
        return folded == TextMatching.folded(key) || folded == TextMatching.folded(spanish)
            || folded == TextMatching.folded(faultPath)
    }

    var isRequired: Bool {
        switch value {
        case .text, .number, .yesNo, .answers: true
        case .optionalText, .list: false
        }
    }

    /// The kinds of pack that `new pack` makes and `add` adds to: all but a mixed pack, whose items `edit` changes
    /// each with the fields of its own kind.
    static let editableKinds = ItemKind.allCases.filter { $0 != .mixed }

    /// The fields of an item of `kind`, in the order a form asks for them; none for a mixed pack, whose items each
    /// have the fields of their own kind.
    static func fields(of kind: ItemKind) -> [ItemField] {
        switch kind {
        case .mixed: []
        case .quiz:
            [
                ItemField(
                    key: "question", spanish: "pregunta", faultPath: "question", value: .text,
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answer", spanish: "respuesta", faultPath: "answer", value: .text,
                    rule: ("la respuesta correcta", "the right answer")),
                ItemField(
                    key: "alternatives", spanish: "alternativas", faultPath: "alternatives", value: .list,
                    rule: (
                        "otras respuestas que valen, separadas por |; vacío para ninguna",
                        "other answers accepted, separated by |; empty for none"
                    )),
                ItemField(
                    key: "tips", spanish: "pistas", faultPath: "tips", value: .list,
                    rule: ("pistas, separadas por |; vacío para ninguna", "hints, separated by |; empty for none")),
            ]
        case .match:
            [
                ItemField(
                    key: "phase", spanish: "fase", faultPath: "phase", value: .text,
                    rule: ("la fase del torneo", "the stage of the tournament"), keepsLast: true),
                ItemField(
                    key: "team1", spanish: "equipo1", faultPath: "team1.name", value: .text,
                    rule: ("el primer equipo", "the first team")),
                ItemField(
                    key: "flag1", spanish: "bandera1", faultPath: "team1.flag", value: .optionalText,
                    rule: ("la URL de su bandera; vacío para ninguna", "the URL of its flag; empty for none")),
                ItemField(
                    key: "team2", spanish: "equipo2", faultPath: "team2.name", value: .text,
                    rule: ("el segundo equipo", "the second team")),
                ItemField(
                    key: "flag2", spanish: "bandera2", faultPath: "team2.flag", value: .optionalText,
                    rule: ("la URL de su bandera; vacío para ninguna", "the URL of its flag; empty for none")),
                ItemField(
                    key: "winner", spanish: "ganador", faultPath: "winner", value: .number(1...2),
                    rule: ("1 o 2, el equipo que ganó", "1 or 2, the team that won")),
                ItemField(
                    key: "details", spanish: "resultado", faultPath: "details", value: .text,
                    rule: ("el resultado, como 2-1 o 0(3)-0(0)", "the score, like 2-1 or 0(3)-0(0)")),
            ]
        case .book:
            [
                ItemField(
                    key: "book", spanish: "libro", faultPath: "book", value: .text,
                    rule: ("el título del libro", "the title of the book"), keepsLast: true),
                ItemField(
                    key: "question", spanish: "pregunta", faultPath: "question", value: .text,
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answer1", spanish: "respuesta1", faultPath: "answer1.answer", value: .text,
                    rule: ("la primera respuesta", "the first answer")),
                ItemField(
                    key: "answer2", spanish: "respuesta2", faultPath: "answer2.answer", value: .text,
                    rule: ("la segunda respuesta", "the second answer")),
                ItemField(
                    key: "solution", spanish: "solución", faultPath: "solution", value: .number(1...2),
                    rule: ("1 o 2, la respuesta correcta", "1 or 2, the right answer")),
            ]
        case .film:
            [
                ItemField(
                    key: "title", spanish: "título", faultPath: "title", value: .text,
                    rule: ("el título de la película", "the title of the film"), keepsLast: true),
                ItemField(
                    key: "poster", spanish: "cartel", faultPath: "posterUrl", value: .optionalText,
                    rule: ("la URL del cartel; vacío para ninguno", "the URL of the poster; empty for none")),
                ItemField(
                    key: "question", spanish: "pregunta", faultPath: "question", value: .text,
                    rule: ("una afirmación sobre la película", "a statement about the film")),
                ItemField(
                    key: "answer", spanish: "respuesta", faultPath: "answer", value: .yesNo,
                    rule: ("sí o no: si la afirmación es cierta", "yes or no: whether the statement is true")),
            ]
        case .choice:
            [
                ItemField(
                    key: "category", spanish: "categoría", faultPath: "category", value: .optionalText,
                    rule: ("de qué trata; vacío para nada", "what it is about; empty for nothing"), keepsLast: true),
                ItemField(
                    key: "question", spanish: "pregunta", faultPath: "question", value: .text,
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answers", spanish: "respuestas", faultPath: "answers", value: .answers,
                    rule: ("de 2 a 8 respuestas, separadas por |", "2 to 8 answers, separated by |")),
                ItemField(
                    key: "solution", spanish: "solución", faultPath: "solution", value: .number(1...8),
                    rule: ("el número de la respuesta correcta", "the number of the right answer")),
            ]
        case .fact:
            [
                ItemField(
                    key: "category", spanish: "categoría", faultPath: "category", value: .text,
                    rule: ("la categoría, como arte o ciencia", "the category, such as art or science"),
                    keepsLast: true),
                ItemField(
                    key: "title", spanish: "título", faultPath: "title", value: .text,
                    rule: ("el título del dato", "the title of the fact")),
                ItemField(
                    key: "text", spanish: "texto", faultPath: "text", value: .text,
                    rule: ("el dato", "the fact itself")),
                ItemField(
                    key: "image", spanish: "imagen", faultPath: "image", value: .optionalText,
                    rule: ("la URL de una imagen; vacío para ninguna", "the URL of a picture; empty for none")),
            ]
        }
    }

    // MARK: Values

    /// Why a typed value is not one this field takes, before the validator sees it; nil when it is one.
    func problem(with typed: String, text: Messages) -> String? {
        if typed.isEmpty { return isRequired ? text.fieldNeedsValue(name(in: text.language)) : nil }
        switch value {
        case .number(let range):
            guard let number = Int(typed), range.contains(number) else {
                return text.fieldNeedsNumber(name(in: text.language), range: range, found: typed)
            }
        case .yesNo:
            if Self.yesNo(typed) == nil { return text.fieldNeedsYesNo(name(in: text.language), found: typed) }
        default: break
        }
        return nil
    }

    static func yesNo(_ typed: String) -> Bool? {
        switch TextMatching.folded(typed) {
        case "yes", "y", "si", "s", "true", "1": true
        case "no", "n", "false", "0": false
        default: nil
        }
    }

    static func list(_ typed: String) -> [String] {
        typed.split(separator: "|").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }
}
