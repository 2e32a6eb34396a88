/// A value kept out of line, behind one reference that copies share: for the rarely present or much repeated parts
/// of items that a pack holds by the hundred thousand. Equal, hashed and encoded as its value.
final class Boxed<Value: Encodable & Hashable & Sendable>: Encodable, Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}
