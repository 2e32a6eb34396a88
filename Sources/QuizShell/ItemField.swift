import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks

/// One field of an item that `add` and `edit` ask for: where it lives in the item's JSON object, the kind of value
/// it takes, and its rule in both languages.
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
    /// Where the value lives in the item's object: `["team1", "name"]`.
    let path: [String]
    let value: Value
    let rule: (es: String, en: String)
    /// Whether `add` offers the last item's value, as for the phase of matches or the book of book questions.
    var keepsLast = false

    static func == (a: ItemField, b: ItemField) -> Bool { a.key == b.key && a.path == b.path }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The field path the validator names faults of this field by.
    var faultPath: String { path.joined(separator: ".") }

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
                    key: "question", spanish: "pregunta", path: ["question"], value: .text,
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answer", spanish: "respuesta", path: ["answer"], value: .text,
                    rule: ("la respuesta correcta", "the right answer")),
                ItemField(
                    key: "alternatives", spanish: "alternativas", path: ["alternatives"], value: .list,
                    rule: (
                        "otras respuestas que valen, separadas por |; vacío para ninguna",
                        "other answers accepted, separated by |; empty for none"
                    )),
                ItemField(
                    key: "tips", spanish: "pistas", path: ["tips"], value: .list,
                    rule: ("pistas, separadas por |; vacío para ninguna", "hints, separated by |; empty for none")),
            ]
        case .match:
            [
                ItemField(
                    key: "phase", spanish: "fase", path: ["phase"], value: .text,
                    rule: ("la fase del torneo", "the stage of the tournament"), keepsLast: true),
                ItemField(
                    key: "team1", spanish: "equipo1", path: ["team1", "name"], value: .text,
                    rule: ("el primer equipo", "the first team")),
                ItemField(
                    key: "flag1", spanish: "bandera1", path: ["team1", "flag"], value: .optionalText,
                    rule: ("la URL de su bandera; vacío para ninguna", "the URL of its flag; empty for none")),
                ItemField(
                    key: "team2", spanish: "equipo2", path: ["team2", "name"], value: .text,
                    rule: ("el segundo equipo", "the second team")),
                ItemField(
                    key: "flag2", spanish: "bandera2", path: ["team2", "flag"], value: .optionalText,
                    rule: ("la URL de su bandera; vacío para ninguna", "the URL of its flag; empty for none")),
                ItemField(
                    key: "winner", spanish: "ganador", path: ["winner"], value: .number(1...2),
                    rule: ("1 o 2, el equipo que ganó", "1 or 2, the team that won")),
                ItemField(
                    key: "details", spanish: "resultado", path: ["details"], value: .text,
                    rule: ("el resultado, como 2-1 o 0(3)-0(0)", "the score, like 2-1 or 0(3)-0(0)")),
            ]
        case .book:
            [
                ItemField(
                    key: "book", spanish: "libro", path: ["book"], value: .text,
                    rule: ("el título del libro", "the title of the book"), keepsLast: true),
                ItemField(
                    key: "question", spanish: "pregunta", path: ["question"], value: .text,
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answer1", spanish: "respuesta1", path: ["answer1", "answer"], value: .text,
                    rule: ("la primera respuesta", "the first answer")),
                ItemField(
                    key: "answer2", spanish: "respuesta2", path: ["answer2", "answer"], value: .text,
                    rule: ("la segunda respuesta", "the second answer")),
                ItemField(
                    key: "solution", spanish: "solución", path: ["solution"], value: .number(1...2),
                    rule: ("1 o 2, la respuesta correcta", "1 or 2, the right answer")),
            ]
        case .film:
            [
                ItemField(
                    key: "title", spanish: "título", path: ["title"], value: .text,
                    rule: ("el título de la película", "the title of the film"), keepsLast: true),
                ItemField(
                    key: "poster", spanish: "cartel", path: ["posterUrl"], value: .optionalText,
                    rule: ("la URL del cartel; vacío para ninguno", "the URL of the poster; empty for none")),
                ItemField(
                    key: "question", spanish: "pregunta", path: ["question"], value: .text,
                    rule: ("una afirmación sobre la película", "a statement about the film")),
                ItemField(
                    key: "answer", spanish: "respuesta", path: ["answer"], value: .yesNo,
                    rule: ("sí o no: si la afirmación es cierta", "yes or no: whether the statement is true")),
            ]
        case .choice:
            [
                ItemField(
                    key: "category", spanish: "categoría", path: ["category"], value: .optionalText,
                    rule: ("de qué trata; vacío para nada", "what it is about; empty for nothing"), keepsLast: true),
                ItemField(
                    key: "question", spanish: "pregunta", path: ["question"], value: .text,
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answers", spanish: "respuestas", path: ["answers"], value: .answers,
                    rule: ("de 2 a 8 respuestas, separadas por |", "2 to 8 answers, separated by |")),
                ItemField(
                    key: "solution", spanish: "solución", path: ["solution"], value: .number(1...8),
                    rule: ("el número de la respuesta correcta", "the number of the right answer")),
            ]
        case .fact:
            [
                ItemField(
                    key: "category", spanish: "categoría", path: ["category"], value: .text,
                    rule: ("la categoría, como arte o ciencia", "the category, such as art or science"),
                    keepsLast: true),
                ItemField(
                    key: "title", spanish: "título", path: ["title"], value: .text,
                    rule: ("el título del dato", "the title of the fact")),
                ItemField(
                    key: "text", spanish: "texto", path: ["text"], value: .text,
                    rule: ("el dato", "the fact itself")),
                ItemField(
                    key: "image", spanish: "imagen", path: ["image"], value: .optionalText,
                    rule: ("la URL de una imagen; vacío para ninguna", "the URL of a picture; empty for none")),
            ]
        }
    }

    // MARK: Values

    /// The field's value in `item` as a form shows it; nil when the item has none.
    func text(in item: JSONValue, language: Language) -> String? {
        var found: JSONValue? = item
        for key in path { found = found?[key] }
        guard let found else { return nil }
        switch value {
        case .text, .optionalText: return found.string
        case .number: return found.integer.map(String.init)
        case .yesNo:
            guard case .bool(let answer) = found.content else { return nil }
            return answer ? (language == .es ? "sí" : "yes") : "no"
        case .list:
            guard case .array(let entries) = found.content else { return nil }
            let texts = entries.compactMap(\.string)
            return texts.count == entries.count ? texts.joined(separator: " | ") : nil
        case .answers:
            return Self.objects(found).map { $0.compactMap { $0["answer"]?.string }.joined(separator: " | ") }
        }
    }

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

    /// Sets the field in `item` to a value that passed `problem(with:)`; an empty optional value removes it.
    func set(_ typed: String, in item: inout JSONValue) {
        let newValue: JSONValue?
        switch value {
        case .text: newValue = JSONValue(.string(typed))
        case .optionalText: newValue = typed.isEmpty ? nil : JSONValue(.string(typed))
        case .number: newValue = Int(typed).map { JSONValue(.number(Double($0))) }
        case .yesNo: newValue = Self.yesNo(typed).map { JSONValue(.bool($0)) }
        case .list:
            let entries = Self.list(typed)
            newValue = entries.isEmpty ? nil : JSONValue(.array(entries.map { JSONValue(.string($0)) }))
        case .answers:
            let old = item[path[0]].flatMap(Self.objects) ?? []
            let answers = Self.list(typed).enumerated().map { index, answer in
                var entry = index < old.count ? old[index] : JSONValue(.object([]))
                entry["answer"] = JSONValue(.string(answer))
                return entry
            }
            newValue = JSONValue(.array(answers))
        }
        Self.set(newValue, at: path[...], in: &item)
    }

    /// The elements of `value` when it is an array of objects, such as a choice item's answers.
    private static func objects(_ value: JSONValue) -> [JSONValue]? {
        guard case .array(let entries) = value.content,
            entries.allSatisfy({ if case .object = $0.content { true } else { false } })
        else { return nil }
        return entries
    }

    private static func set(_ value: JSONValue?, at path: ArraySlice<String>, in object: inout JSONValue) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = value
            return
        }
        var inner = JSONValue(.object([]))
        if let found = object[first], case .object = found.content { inner = found }
        set(value, at: path.dropFirst(), in: &inner)
        object[first] = inner
    }
}
