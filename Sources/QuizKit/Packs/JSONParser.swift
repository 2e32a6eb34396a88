/// A strict JSON parser (RFC 8259) that records the position of every value and reports syntax errors by line and
/// column, for pack files that people write by hand.
///
/// It reads each byte once: the line is counted as new lines go by, and the column of a position is counted on from
/// the last position of the same line, so a file written on one line costs no more than a pretty-printed one.
public struct JSONParser {
    /// Takes the elements of the document's top-level `"items"` array one by one as they are parsed, so that a large
    /// pack never holds all of them as JSON values at once. Returns false to keep the element in the document.
    ///
    /// - Parameter header: the members of the top-level object read before `"items"`.
    public typealias ItemSink = (_ item: JSONValue, _ header: [(key: String, value: JSONValue)]) -> Bool

    /// How deeply arrays and objects may nest; a deeper document is refused rather than exhausting the stack.
    public static let maximumDepth = 512

    /// A syntax error at a position in the text.
    public struct SyntaxError: Error, Sendable, Hashable {
        public var position: TextPosition
        public var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The byte up to which the current line's characters have been counted, and how many there were.
    private var countedTo = 0
    private var countedColumns = 0
    private let itemSink: ItemSink?

    private init(bytes: [UInt8], itemSink: ItemSink?) {
        self.bytes = bytes
        self.itemSink = itemSink
    }

    /// Parses one JSON document; anything but white space after it is an error.
    ///
    /// - Parameter itemSink: when given, receives the elements of the top-level object's `"items"` array; the
    ///   elements it takes are left out of the returned document, whose `items` array keeps only the others.
    public static func parse(_ bytes: [UInt8], itemSink: ItemSink? = nil) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, itemSink: itemSink)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
            parser.countedTo = 3
        }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return value
    }

    /// The line and column of `index`; columns count characters, that is bytes that do not continue a UTF-8
    /// sequence.
    private mutating func position() -> TextPosition {
        let end = min(index, bytes.count)
        if end < countedTo {
            countedTo = lineStart
            countedColumns = 0
        }
        var columns = countedColumns
        var next = countedTo
        while next < end {
            if bytes[next] & 0xC0 != 0x80 { columns += 1 }
            next += 1
        }
        countedTo = end
        countedColumns = columns
        return TextPosition(line: line, column: columns + 1)
    }

    private mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(position: position(), message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                countedTo = index
                countedColumns = 0
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
        }
        let start = position()
        guard index < bytes.count else { throw error("unexpected end of file; a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(try parseObject(depth: depth), at: start)
        case UInt8(ascii: "["): return JSONValue(try parseArray(depth: depth), at: start)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONValue(try parseNumber(), at: start)
        default: throw error("unexpected \(describeCurrent()); a value was expected")
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw error("unexpected \(describeCurrent()) in '\(word)'")
            }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue.Content {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); a quoted member name was expected")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); ':' was expected after \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            if depth == 0, let itemSink, key == "items", index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                let start = position()
                members.append(
                    (key, JSONValue(try parseArray(depth: depth + 1, sink: itemSink, header: members), at: start)))
            } else {
                members.append((key, try parseValue(depth: depth + 1)))
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; ',' or '}' was expected") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw error("unexpected \(describeCurrent()); ',' or '}' was expected")
            }
        }
    }

    private mutating func parseArray(
        depth: Int, sink: ItemSink? = nil, header: [(key: String, value: JSONValue)] = []
    ) throws(SyntaxError) -> JSONValue.Content {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
        }
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            if sink?(value, header) != true { values.append(value) }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; ',' or ']' was expected") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            } else {
                throw error("unexpected \(describeCurrent()); ',' or ']' was expected")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        let start = index
        var highBits: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            highBits |= byte
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\""),
            let string = text(from: start, ascii: highBits < 0x80)
        {
            index += 1
            return string
        }
        index = start
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: scalars, as: UTF8.self) else {
                    throw error("the string before this point is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &scalars)
            case 0x00..<0x20:
                throw error(byte == 0x0A ? "unterminated string; a '\"' is missing" : "control character in string")
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw error("unexpected end of file inside a string")
    }

    /// The text of the bytes from `start` to `index`, or nil when they are not UTF-8; ASCII needs no checking.
    private func text(from start: Int, ascii: Bool) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[start..<index])
            return ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
        }
    }

    private mutating func parseEscape(into output: inout [UInt8]) throws(SyntaxError) {
        guard index < bytes.count else { throw error("unexpected end of file inside a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            {
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid UTF-16 surrogate pair") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
            output.append(contentsOf: Array(String(scalar).utf8))
        default:
            index -= 1
            throw error("invalid escape '\\\(Character(UnicodeScalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(UnicodeScalar(bytes[index])).hexDigitValue else {
                throw error("a \\u escape needs four hexadecimal digits")
            }
            code = code * 16 + UInt32(digit)
            index += 1
        }
        return code
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue.Content {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.index
            while parser.index < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits(&self) > 0 else { throw error("a digit was expected") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw error("numbers cannot start with 0")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("a digit was expected after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("a digit was expected in the exponent") }
        }
        if index - integerStart <= 15, !bytes[integerStart..<index].contains(where: { $0 < 0x30 || $0 > 0x39 }) {
            let magnitude = bytes[integerStart..<index].reduce(0) { $0 * 10 + Int($1 - 0x30) }
            return .number(Double(integerStart > start ? -magnitude : magnitude))
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("number out of range") }
        return .number(value)
    }
}
