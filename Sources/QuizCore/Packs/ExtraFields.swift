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
    public static func known(for kind: ItemKind) -> Set<String> {
        switch kind {
        case .quiz: knownQuizFields
        case .match: knownMatchFields
        case .book: knownBookFields
        case .film: knownFilmFields
        case .choice: knownChoiceFields
        case .fact: knownFactFields
        case .mixed: knownMixedFields
        case .poll: knownPollFields
        case .slider: knownSliderFields
        case .ordering: knownOrderingFields
        case .pairs: knownPairsFields
        case .open: knownOpenFields
        }
    }

    private static let knownQuizFields: Set =
        ["id", "question", "answer", "author", "attachment", "favourite", "tips", "alternatives", "numbers"]
    private static let knownMatchFields: Set = ["id", "phase", "team1", "team2", "winner", "details"]
    private static let knownBookFields: Set = ["id", "book", "question", "answer1", "answer2", "solution"]
    private static let knownFilmFields: Set = ["id", "title", "posterUrl", "question", "answer"]
    private static let knownChoiceFields: Set = ["id", "category", "question", "answers", "solution", "solutions"]
    private static let knownFactFields: Set = ["id", "category", "title", "text", "image"]
    private static let knownMixedFields: Set = ["kind", "section"]
    private static let knownPollFields: Set = ["id", "category", "question", "answers"]
    private static let knownSliderFields: Set =
        ["id", "category", "question", "low", "high", "step", "answer", "tolerance", "unit"]
    private static let knownOrderingFields: Set = ["id", "category", "question", "items"]
    private static let knownPairsFields: Set = ["id", "category", "question", "pairs", "extra"]
    private static let knownOpenFields: Set = ["id", "category", "question"]

    /// Writes the members into the object that the encoder is already writing.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for member in members { try container.encode(member.value, forKey: FieldKey(stringValue: member.key)) }
    }

    public static func == (lhs: ExtraFields, rhs: ExtraFields) -> Bool {
        lhs.members.map(\.key) == rhs.members.map(\.key) && lhs.members.map(\.value) == rhs.members.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }

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
