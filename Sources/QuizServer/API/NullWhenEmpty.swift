/// An optional member that a JSON object writes as `null` when it is empty, where synthesized `Encodable` would leave
/// its key out: the quiz service's objects always have every key.
///
/// Its initializer is written out: the memberwise initializer of a type whose members use the wrapper takes plain
/// optionals only through an explicit `init(wrappedValue:)`.
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
struct NullWhenEmpty<Value: Encodable & Sendable & Hashable>: Encodable, Sendable, Hashable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
