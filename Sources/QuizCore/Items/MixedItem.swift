/// One item of a pack of mixed kinds: a question of any kind, in the pack's order, under the section it belongs to.
///
/// In a pack file it is the item's own object with two more members: `"kind"`, the item's kind, and `"section"`,
/// when it has one: `{"kind": "film", "section": "Cine", "id": 2, "title": …}`.
public struct MixedItem: Codable, Sendable, Hashable, Identifiable {
    public enum Content: Sendable, Hashable {
        case quiz(QuizItem)
        case match(MatchItem)
        case book(BookItem)
        case film(FilmItem)
        case choice(ChoiceItem)
        /// A choice without a solution: its `solution` is not read, written or judged.
        case poll(ChoiceItem)
        case slider(SliderItem)
        case ordering(OrderingItem)
        case pairs(PairsItem)
        case open(OpenItem)
    }

    /// The kinds a mixed pack holds: every kind of question; facts are read, not asked, and have packs of their own.
    public static let kinds = ItemKind.allCases.filter { $0 != .fact && $0 != .mixed }

    /// The part of the pack the item belongs to, such as an imported quiz's category: the round's heading.
    public var section: String?
    public var content: Content

    public init(section: String? = nil, _ content: Content) {
        self.section = section
        self.content = content
    }

    /// The item of whichever kind, as it is written (but for a poll, whose solution is not).
    var item: any ItemOfKind {
        switch content {
        case .quiz(let item): item
        case .match(let item): item
        case .book(let item): item
        case .film(let item): item
        case .choice(let item), .poll(let item): item
        case .slider(let item): item
        case .ordering(let item): item
        case .pairs(let item): item
        case .open(let item): item
        }
    }

    public var id: Int { item.id }

    public var kind: ItemKind {
        switch content {
        case .quiz: .quiz
        case .match: .match
        case .book: .book
        case .film: .film
        case .choice: .choice
        case .poll: .poll
        case .slider: .slider
        case .ordering: .ordering
        case .pairs: .pairs
        case .open: .open
        }
    }

    /// The same item as the quiz routes serve a quiz: without its answer; any other kind as it is.
    public var withoutAnswer: MixedItem {
        guard case .quiz(let quiz) = content else { return self }
        return MixedItem(section: section, .quiz(quiz.withoutAnswer))
    }

    private enum CodingKeys: String, CodingKey {
        case kind, section
    }

    /// Reads `"kind"` (one of `kinds`, else `dataCorrupted` there), then `"section"`, then the item itself.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        guard let kind = ItemKind(rawValue: name), Self.kinds.contains(kind) else {
            let known = Self.kinds.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown kind \"\(name)\" for an item of a mixed pack; use one of \(known)")
        }
        section = try container.decodeIfPresent(String.self, forKey: .section)
        switch kind {
        case .quiz: content = .quiz(try QuizItem(from: decoder))
        case .match: content = .match(try MatchItem(from: decoder))
        case .book: content = .book(try BookItem(from: decoder))
        case .film: content = .film(try FilmItem(from: decoder))
        case .poll: content = .poll(try Poll(from: decoder).choice)
        case .slider: content = .slider(try SliderItem(from: decoder))
        case .ordering: content = .ordering(try OrderingItem(from: decoder))
        case .pairs: content = .pairs(try PairsItem(from: decoder))
        case .open: content = .open(try OpenItem(from: decoder))
        default: content = .choice(try ChoiceItem(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encodeIfPresent(section, forKey: .section)
        if case .poll(let choice) = content {
            try Poll(choice).encode(to: encoder)
        } else {
            try item.encode(to: encoder)
        }
    }

    /// A poll's members in a pack: a choice's but the solution.
    private struct Poll: Codable {
        var id: Int
        var category: String?
        var question: String
        var answers: [BookItem.Answer]

        init(_ choice: ChoiceItem) {
            (id, category, question, answers) = (choice.id, choice.category, choice.question, choice.answers)
        }

        var choice: ChoiceItem {
            ChoiceItem(id: id, category: category, question: question, answers: answers, solution: 0)
        }
    }
}

extension PackItems {
    /// The item at `index` as a mixed pack's item of its kind, without a section in a pack of one kind; nil for a
    /// fact, which is no question.
    public func questionItem(at index: Int) -> MixedItem? {
        switch self {
        case .quiz(let items): MixedItem(.quiz(items[index]))
        case .match(let items): MixedItem(.match(items[index]))
        case .book(let items): MixedItem(.book(items[index]))
        case .film(let items): MixedItem(.film(items[index]))
        case .choice(let items): MixedItem(.choice(items[index]))
        case .fact: nil
        case .mixed(let items): items[index]
        }
    }
}
