/// A value writes itself back as JSON; of a repeated key, the last occurrence counts, as JSON readers take it.
extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch content {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value): try value.encode(to: encoder)
        case .number(let value) where value == value.rounded() && abs(value) < 9e15:
            try Int64(value).encode(to: encoder)
        case .number(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .array(let values): try values.encode(to: encoder)
        case .object(let members):
            var last: [String: Int] = [:]
            for (index, member) in members.enumerated() { last[member.key] = index }
            try ExtraFields(members.enumerated().filter { last[$1.key] == $0 }.map(\.element)).encode(to: encoder)
        }
    }
}
