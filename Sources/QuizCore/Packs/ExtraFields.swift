/// The members of a pack's item that quiz does not read, such as a match's `"stadium"`, kept as the file has them so
/// that `quiz serve` sends them and a saved pack writes them back.
public struct ExtraFields: Sendable, Hashable, Encodable {
    /// The members in file order.
    public var members: [(key: String, value: JSONValue)]

    public init(_ members: [(key: String, value: JSONValue)]) {
        self.members = members
    }

    /// The fields that each kind of item reads; every other member of an item is an extra field. An item of a mixed
    /// pack reads those of `.mixed` besides those of its own kind.
    public static func known(for kind: ItemKind) -> Set<String> { knownFields[kind] ?? [] }

    private static let knownFields: [ItemKind: Set<String>] = [
        .quiz: ["id", "question", "answer", "author", "attachment", "favourite", "tips", "alternatives", "numbers"],
        .match: ["id", "phase", "team1", "team2", "winner", "details"],
        .book: ["id", "book", "question", "answer1", "answer2", "solution"],
        .film: ["id", "title", "posterUrl", "question", "answer"],
        .choice: ["id", "category", "question", "answers", "solution", "solutions"],
        .fact: ["id", "category", "title", "text", "image"],
        .mixed: ["kind", "section"],
        .poll: ["id", "category", "question", "answers"],
        .slider: ["id", "category", "question", "low", "high", "step", "answer", "tolerance", "unit"],
        .ordering: ["id", "category", "question", "items"],
        .pairs: ["id", "category", "question", "pairs", "extra"],
        .open: ["id", "category", "question"],
    ]

    /// Writes the members into the object that the encoder is already writing.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for member in members { try container.encode(member.value, forKey: FieldKey(stringValue: member.key)) }
    }

    /// Equal, and hashed, as a JSON object of the same members.
    public static func == (lhs: ExtraFields, rhs: ExtraFields) -> Bool {
        JSONValue.Content.object(lhs.members) == .object(rhs.members)
    }

    public func hash(into hasher: inout Hasher) { JSONValue.Content.object(members).hash(into: &hasher) }

    private struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// An item followed by its extra fields, in one JSON object.
package struct ItemWithExtraFields<Item: Encodable>: Encodable {
    var item: Item
    var extraFields: ExtraFields?

    package init(item: Item, extraFields: ExtraFields?) {
        self.item = item
        self.extraFields = extraFields
    }

    package func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        try extraFields?.encode(to: encoder)
    }
}
