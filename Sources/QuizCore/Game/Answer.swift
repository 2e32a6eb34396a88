/// An answer as the engine understands it, once parsed from what the player typed.
///
/// It encodes as a single JSON value: `2` for an option, `[1, 3]` for several, `true` for yes, `"Canberra"` for text.
public enum Answer: Sendable, Hashable {
    /// The first (1) or the second (2) of two options: a team, a book's answer.
    case option(Int)
    /// Several numbered answers at once, in increasing order: a multiple-response question's `1 3`.
    case options([Int])
    /// Yes (`true`) or no (`false`) to a statement.
    case yesNo(Bool)
    /// A free-text answer, trimmed.
    case text(String)
}

extension Answer {
    /// The answer as typed: `2`, `1 3`, `yes`, or its text.
    public var description: String {
        switch self {
        case .option(let number): "\(number)"
        case .options(let numbers): numbers.map(String.init).joined(separator: " ")
        case .yesNo(let flag): flag ? "yes" : "no"
        case .text(let text): text
        }
    }
}

extension Answer: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .yesNo(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .option(number)
        } else if let numbers = try? container.decode([Int].self) {
            self = .options(numbers)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .option(let number): try container.encode(number)
        case .options(let numbers): try container.encode(numbers)
        case .yesNo(let flag): try container.encode(flag)
        case .text(let text): try container.encode(text)
        }
    }
}
