import QuizCore
import QuizPacks

/// The fields of an item as a form shows and sets them (`ItemField.Slot`); a mixed pack's item has the fields of
/// its own kind, its kind and section staying as they are.
extension PackItems {
    /// An item of `kind` for `add` to fill, as a pack of `packKind` holds it (a mixed pack's under `section`): its
    /// required fields stand in with values of their kind until they are typed, so that each field typed is checked
    /// beside values that keep the rules.
    static func blank(_ kind: ItemKind, in packKind: ItemKind, section: String?) -> PackItems {
        let (one, two) = (BookItem.Answer(answer: "a"), BookItem.Answer(answer: "b"))
        let content: MixedItem.Content
        switch kind {
        case .quiz, .mixed: content = .quiz(QuizItem(id: 1, question: "x", answer: "x"))
        case .match:
            content = .match(
                MatchItem(id: 1, phase: "x", team1: .init(name: "a"), team2: .init(name: "b"), winner: 1, details: "x"))
        case .book: content = .book(BookItem(id: 1, book: "x", question: "x", answer1: one, answer2: two, solution: 1))
        case .film: content = .film(FilmItem(id: 1, title: "x", question: "x", answer: true))
        case .choice: content = .choice(ChoiceItem(id: 1, question: "x", answers: [one, two], solution: 1))
        case .poll: content = .poll(ChoiceItem(id: 1, question: "x", answers: [one, two], solution: 0))
        case .slider: content = .slider(SliderItem(id: 1, question: "x", low: 0, high: 1, answer: 0))
        case .ordering: content = .ordering(OrderingItem(id: 1, question: "x", items: ["a", "b", "c"]))
        case .pairs:
            content = .pairs(
                PairsItem(id: 1, question: "x", pairs: [.init(left: "a", right: "b"), .init(left: "c", right: "d")]))
        case .open: content = .open(OpenItem(id: 1, question: "x"))
        case .fact: return .fact([FactItem(id: 1, category: "x", title: "x", text: "x")])
        }
        let item = PackItems.mixed([MixedItem(section: section, content)])
        return packKind == .mixed ? item : item.ofKind(kind)
    }

    /// The texts of the fields of the item at `index` that have a value, as a form offers them, by field key; none
    /// when there is no such item.
    func texts(of fields: [ItemField], at index: Int, in language: Language) -> [String: String] {
        guard (0..<count).contains(index) else { return [:] }
        var texts: [String: String] = [:]
        var items = self
        items.changeItem(at: index) { item in
            for field in fields { texts[field.key] = field.slot.text(item, language) }
        }
        return texts
    }

    /// Sets `field` of the first item to `typed`, a value that passed `ItemField.problem(with:)`.
    mutating func set(_ field: ItemField, to typed: String) {
        changeItem(at: 0) { field.slot.set(&$0, typed) }
    }
}
