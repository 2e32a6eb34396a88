import QuizCore

/// A strict JSON parser (RFC 8259) that records the position of every value and reports syntax errors by line and
/// column, for pack files that people write by hand.
///
/// Lines and columns are counted only when a position is asked for, forward from the last place counted, eight bytes
/// at a time, so that a file written on one line costs no more than a pretty-printed one.
public struct JSONParser {
    /// How deeply arrays and objects may nest; a deeper document is refused rather than exhausting the stack.
    public static let maximumDepth = 512

    /// A syntax error at a position in the text.
    public struct SyntaxError: Error, Sendable, Hashable {
        public var position: TextPosition
        public var message: String
    }

    /// A place in the text with its line, and the characters before it on that line.
    struct Count {
        var offset: Int
        var line: Int
        var columns: Int
    }

    /// Reads the top-level object's `"items"` array from its `[` in place of the parser, and gives what the document
    /// keeps of it. `header` holds the members read before it.
    typealias ItemsReader = (_ parser: inout JSONParser, _ header: [(key: String, value: JSONValue)])
        throws(SyntaxError) -> JSONValue.Content

    /// The text; it outlives the parser.
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    /// How far lines and columns are counted.
    private(set) var counted: Count
    /// Where counting starts again when a position before `counted` is asked for: no position asked for is before it.
    var anchor: Count
    var itemsReader: ItemsReader?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = start
        counted = Count(offset: start, line: 1, columns: 0)
        anchor = counted
    }

    /// Parses one JSON document; anything but white space after it is an error.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(SyntaxError) -> JSONValue in
            var parser = JSONParser(bytes: buffer)
            return try parser.parseDocument()
        }
    }

    mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the document")
        }
        return value
    }

    // MARK: Positions

    /// The line and column of `index`; columns count characters, that is bytes that do not continue a UTF-8
    /// sequence.
    mutating func position() -> TextPosition {
        position(at: min(index, bytes.count))
    }

    mutating func position(at offset: Int) -> TextPosition {
        if offset < counted.offset { counted = anchor }
        count(upTo: offset)
        return TextPosition(line: counted.line, column: counted.columns + 1)
    }

    /// Counts lines and characters on to `end`. Only a line feed ends a line: in JSON that parses, it can stand
    /// nowhere but in white space.
    mutating func count(upTo end: Int) {
        guard end > counted.offset, let base = bytes.baseAddress else { return }
        let high: UInt64 = 0x8080_8080_8080_8080
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var next = counted.offset
        var line = counted.line
        var columns = counted.columns
        while next < end {
            if next + 8 <= end {
                let word = UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self)
                let other = word ^ lineFeeds
                // The high bit of each byte that is not a line feed, exactly.
                if (((other & low) &+ low) | other) & high == high {
                    // A byte continues a UTF-8 sequence when its top bits are 10.
                    columns += 8 - (word & ~(word << 1) & high).nonzeroBitCount
                    next += 8
                    continue
                }
            }
            let byte = base[next]
            if byte == 0x0A {
                line += 1
                columns = 0
            } else if byte & 0xC0 != 0x80 {
                columns += 1
            }
            next += 1
        }
        counted = Count(offset: end, line: line, columns: columns)
    }

    /// Counts again from `count`, a place counted before, as when items skipped earlier are read.
    mutating func recount(from count: Count) {
        counted = count
        anchor = count
    }

    mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(position: position(), message: message)
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    // MARK: Values

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
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

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        for offset in 0..<word.utf8CodeUnitCount {
            guard index < bytes.count, bytes[index] == word.utf8Start[offset] else {
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
            if depth == 0, let itemsReader, key == "items", index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                let start = position()
                members.append((key, JSONValue(try itemsReader(&self, members), at: start)))
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

    mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue.Content {
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
            values.append(try parseValue(depth: depth + 1))
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

    /// The string at `index`, its opening quote.
    mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        let start = index
        let (end, ascii) = scanStringBody(from: start)
        index = end
        if index < bytes.count, bytes[index] == UInt8(ascii: "\""), let string = text(start..<index, ascii: ascii) {
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

    /// Where the plain run of a string's bytes that starts at `start` ends: at its closing quote, a backslash, a
    /// control byte or the end of the text; and whether the run is ASCII.
    func scanStringBody(from start: Int) -> (end: Int, ascii: Bool) {
        guard let base = bytes.baseAddress else { return (start, true) }
        let count = bytes.count
        let high: UInt64 = 0x8080_8080_8080_8080
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var next = start
        var highBits: UInt64 = 0
        while next + 8 <= count {
            let word = UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self)
            let quotes = word ^ 0x2222_2222_2222_2222
            let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
            let controls = word & 0xE0E0_E0E0_E0E0_E0E0
            // Each is zero in a byte that stops the run: a byte is zero exactly when its high bit stays clear here.
            let stops =
                ~((((quotes & low) &+ low) | quotes) & (((backslashes & low) &+ low) | backslashes)
                & (((controls & low) &+ low) | controls)) & high
            if stops != 0 {
                let length = stops.trailingZeroBitCount / 8
                if length > 0 { highBits |= word << (64 - 8 * UInt64(length)) }
                return (next + length, highBits & high == 0)
            }
            highBits |= word
            next += 8
        }
        var ascii = highBits & high == 0
        while next < count {
            let byte = base[next]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { ascii = false }
            next += 1
        }
        return (next, ascii)
    }

    /// The text of `range`, or nil when it is not UTF-8; ASCII needs no checking.
    func text(_ range: Range<Int>, ascii: Bool) -> String? {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        return ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
    }

    mutating func parseEscape(into output: inout [UInt8]) throws(SyntaxError) {
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
            output.append(contentsOf: UTF8.encode(scalar)!)
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

    mutating func parseNumber() throws(SyntaxError) -> JSONValue.Content {
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
