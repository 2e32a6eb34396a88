import QuizCore

/// A pack encodes to and decodes from the pack file format:
/// `{"format": 1, "name", "kind", "title", "language", "items": [...]}` with items in their API shape; the items of
/// a `"mixed"` pack each add their own `"kind"` and, when they have one, their `"section"` (see `MixedItem`).
extension Pack: Codable {
    private enum CodingKeys: String, CodingKey {
        case format, name, kind, title, language, items
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(ItemKind.self, forKey: .kind)
        let items: PackItems =
            switch kind {
            case .quiz: .quiz(try container.decode([QuizItem].self, forKey: .items))
            case .match: .match(try container.decode([MatchItem].self, forKey: .items))
            case .book: .book(try container.decode([BookItem].self, forKey: .items))
            case .film: .film(try container.decode([FilmItem].self, forKey: .items))
            case .choice: .choice(try container.decode([ChoiceItem].self, forKey: .items))
            case .fact: .fact(try container.decode([FactItem].self, forKey: .items))
            case .mixed: .mixed(try container.decode([MixedItem].self, forKey: .items))
            }
        self.init(
            name: try container.decode(String.self, forKey: .name),
            title: try container.decode(String.self, forKey: .title),
            language: try container.decode(String.self, forKey: .language),
            items: items
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Pack.format, forKey: .format)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(title, forKey: .title)
        try container.encode(language, forKey: .language)
        switch items {
        case .quiz(let items): try container.encode(withExtraFields(items), forKey: .items)
        case .match(let items): try container.encode(withExtraFields(items), forKey: .items)
        case .book(let items): try container.encode(withExtraFields(items), forKey: .items)
        case .film(let items): try container.encode(withExtraFields(items), forKey: .items)
        case .choice(let items): try container.encode(withExtraFields(items), forKey: .items)
        case .fact(let items): try container.encode(withExtraFields(items), forKey: .items)
        case .mixed(let items): try container.encode(withExtraFields(items), forKey: .items)
        }
    }

    package func withExtraFields<Item: Encodable & Identifiable<Int>>(_ items: [Item]) -> [ItemWithExtraFields<Item>] {
        items.map { ItemWithExtraFields(item: $0, extraFields: extraFields[$0.id]) }
    }
}
