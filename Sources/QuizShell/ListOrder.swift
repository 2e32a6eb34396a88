import QuizCore

/// How `list` orders the questions of a pack: `sort FIELD [desc]`.
struct ListOrder: Sendable, Hashable {
    enum Field: String, Sendable, CaseIterable {
        /// The pack's order, in sections where the kind has them.
        case number
        case id
        /// The question's text, case and accents ignored.
        case question
        /// What the question is about: a match's phase, a book, a category; then the pack's order.
        case section
    }

    var field = Field.number
    var descending = false

    /// The order that `sort` words name: a field (also in Spanish) and `desc` (or `asc`).
    init?(_ words: [String]) {
        guard let first = words.first?.lowercased(), words.count <= 2 else { return nil }
        switch first {
        case "number", "numero", "número", "n": field = .number
        case "id": field = .id
        case "question", "pregunta": field = .question
        case "section", "seccion", "sección", "phase", "fase", "book", "libro", "category", "categoria",
            "categoría":
            field = .section
        default: return nil
        }
        switch words.dropFirst().first?.lowercased() {
        case nil, "asc": descending = false
        case "desc": descending = true
        default: return nil
        }
    }

    init() {}

    /// The numbered questions in this order.
    func sorted(_ questions: [(number: Int, question: Question)]) -> [(number: Int, question: Question)] {
        let keyed = questions.map { entry -> (key: String, id: Int, entry: (number: Int, question: Question)) in
            switch field {
            case .number: ("", entry.number, entry)
            case .id: ("", entry.question.id, entry)
            case .question: (TextMatching.folded(entry.question.prompt), entry.number, entry)
            case .section: (TextMatching.folded(entry.question.heading ?? ""), entry.number, entry)
            }
        }
        let ascending = keyed.sorted { $0.key == $1.key ? $0.id < $1.id : $0.key < $1.key }.map(\.entry)
        return descending ? ascending.reversed() : ascending
    }

    /// Whether `list` shows sections: in the pack's or the sections' order, for kinds whose questions have one.
    func showsSections(of kind: ItemKind) -> Bool {
        let kinds: Set<ItemKind> = [.match, .book, .choice, .mixed]
        return (field == .number || field == .section) && kinds.contains(kind)
    }
}
