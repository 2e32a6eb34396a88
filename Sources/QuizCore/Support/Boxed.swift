/// A value kept out of line, behind one reference that copies share: for the rarely present or much repeated parts
/// of items that a pack holds by the hundred thousand, and for a question, copied into every round and game event.
/// Equal, hashed and encoded as its value.
final class Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}

extension Boxed: Encodable where Value: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
