import QuizCore

/// The fields of the one item that a form edits, by their key (`ItemField.key`), as a form shows and takes them:
/// texts, numbers and yes or no as typed, lists separated by `|`. A mixed pack's item has the fields of its own
/// kind, its kind and section staying as they are.
extension PackItems {
    /// An item of `kind` for `add` to fill: its required fields stand in with values of their kind until they are
    /// typed, so that each field typed is checked beside values that keep the rules.
    static func blank(_ kind: ItemKind) -> PackItems {
        let (one, two) = (BookItem.Answer(answer: "a"), BookItem.Answer(answer: "b"))
        return switch kind {
        case .quiz, .mixed: .quiz([QuizItem(id: 1, question: "x", answer: "x")])
        case .match:
            .match([
                MatchItem(id: 1, phase: "x", team1: .init(name: "a"), team2: .init(name: "b"), winner: 1, details: "x")
            ])
        case .book: .book([BookItem(id: 1, book: "x", question: "x", answer1: one, answer2: two, solution: 1)])
        case .film: .film([FilmItem(id: 1, title: "x", question: "x", answer: true)])
        case .choice: .choice([ChoiceItem(id: 1, question: "x", answers: [one, two], solution: 1)])
        case .fact: .fact([FactItem(id: 1, category: "x", title: "x", text: "x")])
        }
    }

    /// The first item's fields that have a value, as a form offers them.
    func fieldTexts(in language: Language) -> [String: String] {
        formItem.fieldTexts(in: language).compactMapValues { $0 }
    }

    /// Sets the field `key` of the first item to `typed`, a value that passed `ItemField.problem(with:)`; an empty
    /// optional value removes it.
    mutating func setField(_ key: String, to typed: String) {
        switch self {
        case .quiz(let items): self = .quiz([items[0].setting(key, to: typed)])
        case .match(let items): self = .match([items[0].setting(key, to: typed)])
        case .book(let items): self = .book([items[0].setting(key, to: typed)])
        case .film(let items): self = .film([items[0].setting(key, to: typed)])
        case .choice(let items): self = .choice([items[0].setting(key, to: typed)])
        case .fact(let items): self = .fact([items[0].setting(key, to: typed)])
        case .mixed(var items):
            switch items[0].content {
            case .quiz(let item): items[0].content = .quiz(item.setting(key, to: typed))
            case .match(let item): items[0].content = .match(item.setting(key, to: typed))
            case .book(let item): items[0].content = .book(item.setting(key, to: typed))
            case .film(let item): items[0].content = .film(item.setting(key, to: typed))
            case .choice(let item): items[0].content = .choice(item.setting(key, to: typed))
            }
            self = .mixed(items)
        }
    }

    private var formItem: any FormFields {
        switch self {
        case .quiz(let items): items[0]
        case .match(let items): items[0]
        case .book(let items): items[0]
        case .film(let items): items[0]
        case .choice(let items): items[0]
        case .fact(let items): items[0]
        case .mixed(let items):
            switch items[0].content {
            case .quiz(let item): item
            case .match(let item): item
            case .book(let item): item
            case .film(let item): item
            case .choice(let item): item
            }
        }
    }
}

/// An item whose fields a form shows and sets, by key.
private protocol FormFields {
    static var slots: [String: FieldSlot<Self>] { get }
}

extension FormFields {
    func fieldTexts(in language: Language) -> [String: String?] {
        Self.slots.mapValues { $0.text(self, language) }
    }

    func setting(_ key: String, to typed: String) -> Self {
        var item = self
        Self.slots[key]?.set(&item, typed)
        return item
    }
}

/// Where a field's value lives in an `Item`, and how a form shows it and takes it typed: an empty optional text or
/// list removes the value.
private struct FieldSlot<Item> {
    let text: (Item, Language) -> String?
    let set: (inout Item, String) -> Void

    static func text(_ path: WritableKeyPath<Item, String>) -> Self {
        Self(text: { item, _ in item[keyPath: path] }, set: { $0[keyPath: path] = $1 })
    }

    static func optional(_ path: WritableKeyPath<Item, String?>) -> Self {
        Self(text: { item, _ in item[keyPath: path] }, set: { $0[keyPath: path] = $1.isEmpty ? nil : $1 })
    }

    static func number(_ path: WritableKeyPath<Item, Int>) -> Self {
        Self(text: { item, _ in String(item[keyPath: path]) }, set: { $0[keyPath: path] = Int($1) ?? 1 })
    }

    static func yesNo(_ path: WritableKeyPath<Item, Bool>) -> Self {
        Self(
            text: { item, language in item[keyPath: path] ? (language == .es ? "sí" : "yes") : "no" },
            set: { $0[keyPath: path] = ItemField.yesNo($1) ?? true })
    }

    static func list(_ path: WritableKeyPath<Item, [String]?>) -> Self {
        Self(
            text: { item, _ in item[keyPath: path]?.joined(separator: " | ") },
            set: { $0[keyPath: path] = ItemField.list($1).isEmpty ? nil : ItemField.list($1) })
    }
}

extension QuizItem: FormFields {
    fileprivate static var slots: [String: FieldSlot<Self>] {
        [
            "question": .text(\.question), "answer": .optional(\.answer), "alternatives": .list(\.alternatives),
            "tips": .list(\.tips),
        ]
    }
}

extension MatchItem: FormFields {
    fileprivate static var slots: [String: FieldSlot<Self>] {
        [
            "phase": .text(\.phase), "team1": .text(\.team1.name), "flag1": .optional(\.team1.flag),
            "team2": .text(\.team2.name), "flag2": .optional(\.team2.flag), "winner": .number(\.winner),
            "details": .text(\.details),
        ]
    }
}

extension BookItem: FormFields {
    fileprivate static var slots: [String: FieldSlot<Self>] {
        [
            "book": .text(\.book), "question": .text(\.question), "answer1": .text(\.answer1.answer),
            "answer2": .text(\.answer2.answer), "solution": .number(\.solution),
        ]
    }
}

extension FilmItem: FormFields {
    fileprivate static var slots: [String: FieldSlot<Self>] {
        [
            "title": .text(\.title), "poster": .optional(\.posterUrl), "question": .text(\.question),
            "answer": .yesNo(\.answer),
        ]
    }
}

extension ChoiceItem: FormFields {
    /// New answers keep the pictures of the answers in their places.
    fileprivate static var slots: [String: FieldSlot<Self>] {
        let answers = FieldSlot<Self>(
            text: { item, _ in item.answers.map(\.answer).joined(separator: " | ") },
            set: { item, typed in
                let old = item.answers
                item.answers = ItemField.list(typed).enumerated().map { index, answer in
                    BookItem.Answer(answer: answer, photo: old.indices.contains(index) ? old[index].photo : nil)
                }
            })
        return [
            "category": .optional(\.category), "question": .text(\.question), "answers": answers,
            "solution": .number(\.solution),
        ]
    }
}

extension FactItem: FormFields {
    fileprivate static var slots: [String: FieldSlot<Self>] {
        ["category": .text(\.category), "title": .text(\.title), "text": .text(\.text), "image": .optional(\.image)]
    }
}
