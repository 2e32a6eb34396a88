import QuizCore

/// Decodes `Decodable` values from a parsed `JSONValue`: the one way the items of packs and of API replies are read,
/// through their own `init(from:)`.
///
/// A value that is not what a type reads throws a `DecodingError` whose coding path names it in the tree, where its
/// position is. The paths of `masks` stand for a value of whatever type is read there (`placeholder`), so that a
/// reader can decode again past a fault to find the next one.
struct JSONValueDecoder: Decoder, SingleValueDecodingContainer {
    /// The value decoded; nil for a member that is missing, or a placeholder.
    let value: JSONValue?
    /// Whether the value stands for whatever is read, at a masked path or inside one.
    let isPlaceholder: Bool
    let parentPath: [any CodingKey]
    let key: (any CodingKey)?
    let state: JSONDecodingState

    init(
        _ value: JSONValue?, isPlaceholder: Bool = false, parentPath: [any CodingKey] = [],
        key: (any CodingKey)? = nil, state: JSONDecodingState
    ) {
        self.value = isPlaceholder ? nil : value
        self.isPlaceholder = isPlaceholder
        self.parentPath = parentPath
        self.key = key
        self.state = state
    }

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What a placeholder gives: a text, a whole number, true or false that no rule refuses.
    private static let placeholderText = "x"

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let value, !isPlaceholder else {
            return KeyedDecodingContainer(KeyedContainer<Key>(members: nil, decoder: self))
        }
        guard case .object(let members) = value.content else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let value, !isPlaceholder else { return UnkeyedContainer(elements: [], decoder: self) }
        guard case .array(let elements) = value.content else { throw mismatch([Any].self) }
        return UnkeyedContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath, debugDescription: value?.typeDescription ?? "nothing"))
    }

    // MARK: Single values

    func decodeNil() -> Bool { value?.content == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let value else { return true }
        guard case .bool(let flag) = value.content else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard let value else { return Self.placeholderText }
        guard case .string(let text) = value.content else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let value else { return 1 }
        guard case .number(let number) = value.content, number.isFinite else { throw mismatch(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    /// A whole number that a `Double` holds exactly, as JSON readers take them: of at most 15 digits, which no
    /// reader rounds.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let value else { return 1 }
        guard case .number(let number) = value.content else { throw mismatch(type) }
        guard number.rounded() == number, abs(number) < 1e15, let integer = T(exactly: number) else {
            let found = number.rounded() == number && abs(number) < 1e18 ? String(Int64(number)) : "\(number)"
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "must be a whole number of at most 15 digits, found \(found)"))
        }
        return integer
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    /// The decoder of `child` at `key` below this value, a placeholder inside one or where the path is masked.
    fileprivate func child(_ child: JSONValue?, key: any CodingKey) -> JSONValueDecoder {
        let decoder = JSONValueDecoder(child, parentPath: codingPath, key: key, state: state)
        guard isPlaceholder || (!state.masks.isEmpty && state.masks.contains(decoder.path)) else { return decoder }
        return JSONValueDecoder(nil, isPlaceholder: true, parentPath: codingPath, key: key, state: state)
    }

    /// Decodes `type` from `decoder`; a mismatch of the value itself names `type`, and the path is visited.
    fileprivate static func decode<T: Decodable>(_ type: T.Type, from decoder: JSONValueDecoder) throws -> T {
        defer { decoder.state.visit(decoder) }
        do {
            return try T(from: decoder)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
            throw DecodingError.typeMismatch(type, context)
        }
    }

    /// The field path, as faults name it: `answers[2].photo`.
    var path: String { Self.path(codingPath) }

    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}

/// What the decoders of one value share: the masked paths, and the paths visited when they are recorded.
final class JSONDecodingState {
    var masks: Set<String> = []
    /// The paths in the order their decoding ended, while recorded.
    var visits: [String]?

    func visit(_ decoder: JSONValueDecoder) {
        if visits != nil { visits!.append(decoder.path) }
    }

    /// Whether `path` is masked or inside a masked value.
    func isMasked(_ path: String) -> Bool {
        masks.contains { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Nil for a placeholder, which holds no member.
    let members: [(key: String, value: JSONValue)]?
    let decoder: JSONValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { (members ?? []).compactMap { Key(stringValue: $0.key) } }

    private func member(_ key: Key) -> JSONValue? {
        members?.first { $0.key == key.stringValue }?.value
    }

    private func child(_ key: Key) -> JSONValueDecoder { decoder.child(member(key), key: key) }

    func contains(_ key: Key) -> Bool {
        let child = child(key)
        decoder.state.visit(child)
        return child.value != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool { child(key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, forKey: key) }

    private func value<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let child = child(key)
        if child.value == nil, !child.isPlaceholder {
            decoder.state.visit(child)
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        return try JSONValueDecoder.decode(type, from: child)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let child = child(key)
        guard let value = child.value, value.content != .null else {
            decoder.state.visit(child)
            return nil
        }
        return try JSONValueDecoder.decode(type, from: child)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, forKey: key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let decoder: JSONValueDecoder
    var currentIndex = 0

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    private mutating func next() throws -> JSONValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "no more elements"))
        }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], key: Index(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].content == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: try next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

extension JSONValue {
    /// The value at `codingPath` inside this one, or the innermost value on the way that holds no further step.
    func value(at codingPath: [any CodingKey]) -> JSONValue {
        var found = self
        for key in codingPath {
            let next: JSONValue?
            if let index = key.intValue {
                guard case .array(let elements) = found.content, elements.indices.contains(index) else { break }
                next = elements[index]
            } else {
                next = found[key.stringValue]
            }
            guard let next else { break }
            found = next
        }
        return found
    }

    /// The value at a field path as faults name it, `answers[2].photo`, or the innermost value on the way.
    func value(atField path: String) -> JSONValue {
        var keys: [any CodingKey] = []
        for part in path.split(separator: ".") {
            let name = part.prefix { $0 != "[" }
            if !name.isEmpty { keys.append(FieldKey(stringValue: String(name))) }
            for index in part.dropFirst(name.count).split(separator: "[") {
                if let number = Int(index.dropLast()) { keys.append(FieldKey(intValue: number)) }
            }
        }
        return value(at: keys)
    }
}

/// A member name or an array index of a field path.
private struct FieldKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}
