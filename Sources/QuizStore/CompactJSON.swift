/// JSON with no space, written straight into bytes as `JSONEncoder` writes it with `.withoutEscapingSlashes`:
/// `{"a":[1,2],"b":"c"}`. The members of an object are written in the order given, so a caller that wants sorted
/// keys gives them sorted.
struct CompactJSON {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(128)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func object(_ members: (inout CompactJSON) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        members(&self)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<Elements: Sequence>(
        _ elements: Elements, _ write: (inout CompactJSON, Elements.Element) -> Void
    ) {
        separate()
        bytes.append(UInt8(ascii: "["))
        for element in elements { write(&self, element) }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The key of the member whose value is written next: a name of quiz's own, which needs no escape.
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: #"":"#.utf8)
    }

    /// The key of the member whose value is written next, from data: a category, an id.
    mutating func key(escaping key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func member(_ key: StaticString, _ value: Int) {
        self.key(key)
        integer(value)
    }

    mutating func member(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    mutating func member(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(of: value.magnitude)
    }

    mutating func unsigned(_ value: UInt64) {
        separate()
        digits(of: UInt(value))
    }

    /// `1.5`, `100`, `1e+21`: the shortest text that reads back as the same number, without a trailing `.0`.
    mutating func number(_ value: Double) {
        separate()
        let text = value.description
        bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
    }

    mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        defer { bytes.append(UInt8(ascii: "\"")) }
        let utf8 = value.utf8
        guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            bytes.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case ..<0x20:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A comma before a value that follows another in an array or an object.
    private mutating func separate() {
        guard let last = bytes.last else { return }
        switch last {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ":"): break
        default: bytes.append(UInt8(ascii: ","))
        }
    }

    private mutating func digits(of value: UInt) {
        if value >= 10 { digits(of: value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
