import QuizCore

/// A pack encodes to the pack file format, which `PackReader` reads:
/// `{"format": 1, "name", "kind", "title", "language", "items": [...]}` with items in their API shape; the items of
/// a `"mixed"` pack each add their own `"kind"` and, when they have one, their `"section"` (see `MixedItem`).
extension Pack: Encodable {
    private enum CodingKeys: String, CodingKey {
        case format, name, kind, title, language, items
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Pack.format, forKey: .format)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(title, forKey: .title)
        try container.encode(language, forKey: .language)
        try encode(items.elements, in: &container)
        try headerExtraFields.encode(to: encoder)
    }

    /// The items as they are when none has extra fields, as an imported pack's, without a copy of each in a wrapper.
    private func encode(_ items: some ItemArray, in container: inout KeyedEncodingContainer<CodingKeys>) throws {
        if extraFields.isEmpty {
            try container.encode(items, forKey: .items)
        } else {
            try container.encode(withExtraFields(Array(items)), forKey: .items)
        }
    }

    package func withExtraFields<Item: Encodable & Identifiable<Int>>(_ items: [Item]) -> [ItemWithExtraFields<Item>] {
        items.map { ItemWithExtraFields(item: $0, extraFields: extraFields[$0.id]) }
    }
}
