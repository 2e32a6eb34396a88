/// A parsed JSON value that remembers where it stood in its file, so that a fault can name the line and column.
public struct JSONValue: Sendable, Hashable {
    public indirect enum Content: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order; a repeated key keeps every occurrence.
        case object([(key: String, value: JSONValue)])

        public static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case (.bool(let a), .bool(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.array(let a), .array(let b)): a == b
            case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .null: hasher.combine(0)
            case .bool(let value): hasher.combine(value)
            case .number(let value): hasher.combine(value)
            case .string(let value): hasher.combine(value)
            case .array(let values): hasher.combine(values)
            case .object(let members):
                for member in members {
                    hasher.combine(member.key)
                    hasher.combine(member.value)
                }
            }
        }
    }

    public var content: Content
    public var position: TextPosition

    public init(_ content: Content, at position: TextPosition = TextPosition(line: 1, column: 1)) {
        self.content = content
        self.position = position
    }

    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value as an integer, when it is a whole number that a `Double` holds exactly.
    public var integer: Int? {
        guard case .number(let number) = content, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// How a fault message names this value's type: "a string", "an array"...
    public var typeDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A 1-based line and column in a text file; columns count characters, not bytes.
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
