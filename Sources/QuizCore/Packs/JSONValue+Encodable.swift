/// A value writes itself back as JSON; of a repeated key, the last occurrence counts, as JSON readers take it.
extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch content {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            if value == value.rounded(), abs(value) < 9e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let members):
            var last: [String: Int] = [:]
            for (index, member) in members.enumerated() { last[member.key] = index }
            try ExtraFields(members.enumerated().filter { last[$1.key] == $0 }.map(\.element)).encode(to: encoder)
        }
    }
}
