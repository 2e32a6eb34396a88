import QuizCore

/// One field of an item that `add` and `edit` ask for: its names, where its value lives in the item and the kind of
/// value it takes, and its rule in both languages.
struct ItemField: Sendable {
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
        /// A number, such as a slider's low end; `optional` when it may be left empty.
        case decimal(optional: Bool)
        /// Pairs `left = right`, separated by `|`.
        case pairs
    }

    /// The English name, which is also the key of `field=value` on one line.
    let key: String
    let spanish: String
    /// The field path the checker names faults of this field by, when it is not the key: `team1.name`.
    var path: String? = nil
    let slot: Slot
    let rule: (es: String, en: String)
    /// Whether `add` offers the last item's value, as for the phase of matches or the book of book questions.
    var keepsLast = false

    var value: Value { slot.value }
    var faultPath: String { path ?? key }

    func name(in language: Language) -> String { language == .es ? spanish : key }

    /// Whether `word`, in either language and any case, names this field.
    func isNamed(_ word: String) -> Bool {
        let folded = TextMatching.folded(word)
        return folded == TextMatching.folded(key) || folded == TextMatching.folded(spanish)
            || folded == TextMatching.folded(faultPath)
    }

    var isRequired: Bool {
        switch value {
        case .text, .number, .yesNo, .answers, .pairs, .decimal(optional: false): true
        case .optionalText, .list, .decimal(optional: true): false
        }
    }

    /// The two fields most kinds open with: what the question is about, and its text.
    private static func categoryAndQuestion<
        Category: WritableKeyPath<Item, String?> & Sendable, Question: WritableKeyPath<Item, String> & Sendable,
        Item: ItemOfKind
    >(_ category: Category, _ question: Question) -> [ItemField] {
        [
            ItemField(
                key: "category", spanish: "categoría", slot: .init(.optionalText, category),
                rule: ("de qué trata; vacío para nada", "what it is about; empty for nothing"), keepsLast: true),
            ItemField(
                key: "question", spanish: "pregunta", slot: .init(.text, question),
                rule: ("el texto de la pregunta", "the text of the question")),
        ]
    }

    /// The fields of an item of `kind`, in the order a form asks for them; none for a mixed pack, whose items each
    /// have the fields of their own kind.
    static func fields(of kind: ItemKind) -> [ItemField] {
        switch kind {
        case .mixed: []
        case .poll:
            categoryAndQuestion(\ChoiceItem.category, \ChoiceItem.question)
                + [
                    ItemField(
                        key: "answers", spanish: "respuestas", slot: .init(.answers, \ChoiceItem.answers),
                        rule: ("de 2 a 8 opciones, separadas por |", "2 to 8 options, separated by |"))
                ]
        case .open:
            categoryAndQuestion(\OpenItem.category, \OpenItem.question)
        case .ordering:
            categoryAndQuestion(\OrderingItem.category, \OrderingItem.question)
                + [
                    ItemField(
                        key: "items", spanish: "elementos", slot: .init(.list, \OrderingItem.items),
                        rule: (
                            "de 3 a 8 elementos en el orden correcto, separados por |",
                            "3 to 8 items in the right order, separated by |"
                        ))
                ]
        case .pairs:
            categoryAndQuestion(\PairsItem.category, \PairsItem.question)
                + [
                    ItemField(
                        key: "pairs", spanish: "parejas", slot: .init(.pairs, \PairsItem.pairs),
                        rule: (
                            "de 2 a 8 parejas izquierda = derecha, separadas por |",
                            "2 to 8 pairs left = right, separated by |"
                        ))
                ]
        case .slider:
            categoryAndQuestion(\SliderItem.category, \SliderItem.question)
                + [
                    ItemField(
                        key: "low", spanish: "mínimo", slot: .init(.decimal(optional: false), \SliderItem.low),
                        rule: ("el extremo bajo del intervalo", "the low end of the range")),
                    ItemField(
                        key: "high", spanish: "máximo", slot: .init(.decimal(optional: false), \SliderItem.high),
                        rule: ("el extremo alto del intervalo", "the high end of the range")),
                    ItemField(
                        key: "answer", spanish: "respuesta", slot: .init(.decimal(optional: false), \SliderItem.answer),
                        rule: ("el número correcto", "the right number")),
                    ItemField(
                        key: "tolerance", spanish: "margen",
                        slot: .init(.decimal(optional: true), \SliderItem.tolerance),
                        rule: (
                            "cuánto puede alejarse una respuesta correcta; vacío para nada",
                            "how far a right answer may be; empty for none"
                        )),
                ]
        case .quiz:
            [
                ItemField(
                    key: "question", spanish: "pregunta", slot: .init(.text, \QuizItem.question),
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answer", spanish: "respuesta", slot: .init(.text, \QuizItem.answer),
                    rule: ("la respuesta correcta", "the right answer")),
                ItemField(
                    key: "alternatives", spanish: "alternativas", slot: .init(.list, \QuizItem.alternatives),
                    rule: (
                        "otras respuestas que valen, separadas por |; vacío para ninguna",
                        "other answers accepted, separated by |; empty for none"
                    )),
                ItemField(
                    key: "tips", spanish: "pistas", slot: .init(.list, \QuizItem.tips),
                    rule: ("pistas, separadas por |; vacío para ninguna", "hints, separated by |; empty for none")),
            ]
        case .match:
            [
                ItemField(
                    key: "phase", spanish: "fase", slot: .init(.text, \MatchItem.phase),
                    rule: ("la fase del torneo", "the stage of the tournament"), keepsLast: true),
                ItemField(
                    key: "team1", spanish: "equipo1", path: "team1.name", slot: .init(.text, \MatchItem.team1.name),
                    rule: ("el primer equipo", "the first team")),
                ItemField(
                    key: "flag1", spanish: "bandera1", path: "team1.flag",
                    slot: .init(.optionalText, \MatchItem.team1.flag),
                    rule: ("la URL de su bandera; vacío para ninguna", "the URL of its flag; empty for none")),
                ItemField(
                    key: "team2", spanish: "equipo2", path: "team2.name", slot: .init(.text, \MatchItem.team2.name),
                    rule: ("el segundo equipo", "the second team")),
                ItemField(
                    key: "flag2", spanish: "bandera2", path: "team2.flag",
                    slot: .init(.optionalText, \MatchItem.team2.flag),
                    rule: ("la URL de su bandera; vacío para ninguna", "the URL of its flag; empty for none")),
                ItemField(
                    key: "winner", spanish: "ganador", slot: .init(.number(1...2), \MatchItem.winner),
                    rule: ("1 o 2, el equipo que ganó", "1 or 2, the team that won")),
                ItemField(
                    key: "details", spanish: "resultado", slot: .init(.text, \MatchItem.details),
                    rule: ("el resultado, como 2-1 o 0(3)-0(0)", "the score, like 2-1 or 0(3)-0(0)")),
            ]
        case .book:
            [
                ItemField(
                    key: "book", spanish: "libro", slot: .init(.text, \BookItem.book),
                    rule: ("el título del libro", "the title of the book"), keepsLast: true),
                ItemField(
                    key: "question", spanish: "pregunta", slot: .init(.text, \BookItem.question),
                    rule: ("el texto de la pregunta", "the text of the question")),
                ItemField(
                    key: "answer1", spanish: "respuesta1", path: "answer1.answer",
                    slot: .init(.text, \BookItem.answer1.answer),
                    rule: ("la primera respuesta", "the first answer")),
                ItemField(
                    key: "answer2", spanish: "respuesta2", path: "answer2.answer",
                    slot: .init(.text, \BookItem.answer2.answer),
                    rule: ("la segunda respuesta", "the second answer")),
                ItemField(
                    key: "solution", spanish: "solución", slot: .init(.number(1...2), \BookItem.solution),
                    rule: ("1 o 2, la respuesta correcta", "1 or 2, the right answer")),
            ]
        case .film:
            [
                ItemField(
                    key: "title", spanish: "título", slot: .init(.text, \FilmItem.title),
                    rule: ("el título de la película", "the title of the film"), keepsLast: true),
                ItemField(
                    key: "poster", spanish: "cartel", path: "posterUrl",
                    slot: .init(.optionalText, \FilmItem.posterUrl),
                    rule: ("la URL del cartel; vacío para ninguno", "the URL of the poster; empty for none")),
                ItemField(
                    key: "question", spanish: "pregunta", slot: .init(.text, \FilmItem.question),
                    rule: ("una afirmación sobre la película", "a statement about the film")),
                ItemField(
                    key: "answer", spanish: "respuesta", slot: .init(.yesNo, \FilmItem.answer),
                    rule: ("sí o no: si la afirmación es cierta", "yes or no: whether the statement is true")),
            ]
        case .choice:
            categoryAndQuestion(\ChoiceItem.category, \ChoiceItem.question)
                + [
                    ItemField(
                        key: "answers", spanish: "respuestas", slot: .init(.answers, \ChoiceItem.answers),
                        rule: ("de 2 a 8 respuestas, separadas por |", "2 to 8 answers, separated by |")),
                    ItemField(
                        key: "solution", spanish: "solución", slot: .init(.number(1...8), \ChoiceItem.solution),
                        rule: ("el número de la respuesta correcta", "the number of the right answer")),
                ]
        case .fact:
            [
                ItemField(
                    key: "category", spanish: "categoría", slot: .init(.text, \FactItem.category),
                    rule: ("la categoría, como arte o ciencia", "the category, such as art or science"),
                    keepsLast: true),
                ItemField(
                    key: "title", spanish: "título", slot: .init(.text, \FactItem.title),
                    rule: ("el título del dato", "the title of the fact")),
                ItemField(
                    key: "text", spanish: "texto", slot: .init(.text, \FactItem.text),
                    rule: ("el dato", "the fact itself")),
                ItemField(
                    key: "image", spanish: "imagen", slot: .init(.optionalText, \FactItem.image),
                    rule: ("la URL de una imagen; vacío para ninguna", "the URL of a picture; empty for none")),
            ]
        }
    }

    // MARK: Values

    /// Why a typed value is not one this field takes, before the validator sees it; nil when it is one.
    func problem(with typed: String, text: Messages) -> String? {
        let name = self.name(in: text.language)
        if typed.isEmpty { return isRequired ? text.fieldNeedsValue(name) : nil }
        switch value {
        case .number(let range) where Int(typed).map(range.contains) != true:
            return text.fieldNeedsNumber(name, range: range, found: typed)
        case .yesNo where Self.yesNo(typed) == nil: return text.fieldNeedsYesNo(name, found: typed)
        case .decimal where NumericAnswer.number(in: typed) == nil: return text.fieldNeedsDecimal(name, found: typed)
        case .pairs where Self.pairs(typed) == nil: return text.fieldNeedsPairs(name, found: typed)
        default: return nil
        }
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

    /// The pairs of `France = Paris | Peru = Lima`; nil when a part is not `left = right`.
    static func pairs(_ typed: String) -> [PairsItem.Pair]? {
        let parts = list(typed).map { $0.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces } }
        guard !parts.isEmpty, parts.allSatisfy({ $0.count == 2 && !$0[0].isEmpty && !$0[1].isEmpty }) else {
            return nil
        }
        return parts.map { PairsItem.Pair(left: $0[0], right: $0[1]) }
    }
}

extension ItemField {
    /// Where a field's value lives in an item of its kind, and how a form shows it and sets it.
    struct Slot: Sendable {
        let value: Value
        /// The value in `item` as a form shows it; nil when it has none, or `item` is of another type.
        let text: @Sendable (_ item: any ItemOfKind, Language) -> String?
        /// Sets the value in `item` to a typed one that passed `problem(with:)`; an empty optional value removes it.
        let set: @Sendable (_ item: inout any ItemOfKind, _ typed: String) -> Void

        init<Root: ItemOfKind, Field, Path: WritableKeyPath<Root, Field> & Sendable>(_ value: Value, _ path: Path) {
            self.value = value
            text = { item, language in (item as? Root).flatMap { Self.text(of: $0[keyPath: path], language) } }
            set = { item, typed in
                guard var root = item as? Root, let new = Self.parse(typed, value, old: root[keyPath: path]) as? Field
                else { return }
                root[keyPath: path] = new
                item = root
            }
        }

        private static func text(of field: Any, _ language: Language) -> String? {
            switch field {
            case let text as String: text
            case let number as Int: String(number)
            case let yes as Bool: yes ? (language == .es ? "sí" : "yes") : "no"
            case let texts as [String]: texts.joined(separator: " | ")
            case let answers as [BookItem.Answer]: answers.map(\.answer).joined(separator: " | ")
            case let number as Double: NumericAnswer.text(of: number)
            case let pairs as [PairsItem.Pair]: pairs.map { "\($0.left) = \($0.right)" }.joined(separator: " | ")
            default: nil
            }
        }

        /// New answers keep the pictures of the answers in their places.
        private static func parse(_ typed: String, _ value: Value, old: Any) -> Any {
            let list = ItemField.list(typed)
            return switch value {
            case .text: typed
            case .optionalText: typed.isEmpty ? String?.none as Any : typed
            case .number: Int(typed) ?? 1
            case .yesNo: ItemField.yesNo(typed) ?? true
            case .list: list.isEmpty ? [String]?.none as Any : list
            case .decimal: NumericAnswer.number(in: typed).map { $0 as Any } ?? Double?.none as Any
            case .pairs: ItemField.pairs(typed) ?? []
            case .answers:
                list.enumerated().map { index, answer in
                    let photos = (old as? [BookItem.Answer])?.map(\.photo) ?? []
                    return BookItem.Answer(answer: answer, photo: photos.indices.contains(index) ? photos[index] : nil)
                }
            }
        }
    }
}
