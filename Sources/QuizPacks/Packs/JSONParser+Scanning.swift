import QuizCore

/// Skipping JSON without building values, for the items that `PackReader` reads once the document has said their
/// kind: each step reads what it expects and moves on, or answers nil or false without saying why, and the caller
/// parses the same text again, which says why, where. None of these asks for a position, so none counts lines.
extension JSONParser {
    @inline(__always) func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// After a member's value or an element: true past a `,` and the white space after it, false past `closing`
    /// (the object's `}` or the array's `]`), nil when neither follows.
    mutating func scanSeparator(orClosing closing: UInt8) -> Bool? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            return true
        case closing:
            index += 1
            return false
        default:
            return nil
        }
    }

    /// Whether `word` follows; skipped when it does.
    mutating func scanWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// A whole number written with digits only, as the parser reads it exactly: at most 15 digits, no leading zero.
    mutating func scanInteger() -> Int? {
        var next = index
        let negative = next < bytes.count && bytes[next] == UInt8(ascii: "-")
        if negative { next += 1 }
        let first = next
        var value = 0
        while next < bytes.count, bytes[next] &- 0x30 < 10 {
            value = value &* 10 &+ Int(bytes[next] &- 0x30)
            next += 1
        }
        let digits = next - first
        guard digits > 0, digits <= 15, digits == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
        if next < bytes.count {
            let byte = bytes[next]
            guard byte != UInt8(ascii: "."), byte | 0x20 != UInt8(ascii: "e") else { return nil }
        }
        index = next
        return negative ? -value : value
    }

    // MARK: Checking without reading

    /// Skips the value at `index` when the parser would read it without a syntax error at `depth`; false, somewhere
    /// in it, when it might not.
    mutating func skipValue(depth: Int, scratch: inout [UInt8]) -> Bool {
        guard depth < Self.maximumDepth, index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: "}")) {
                index += 1
                return true
            }
            while true {
                skipWhitespace()
                guard skipString(scratch: &scratch) else { return false }
                skipWhitespace()
                guard peek(UInt8(ascii: ":")) else { return false }
                index += 1
                skipWhitespace()
                guard skipValue(depth: depth + 1, scratch: &scratch),
                    let more = scanSeparator(orClosing: UInt8(ascii: "}"))
                else { return false }
                if !more { return true }
            }
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                index += 1
                return true
            }
            while true {
                skipWhitespace()
                guard skipValue(depth: depth + 1, scratch: &scratch),
                    let more = scanSeparator(orClosing: UInt8(ascii: "]"))
                else { return false }
                if !more { return true }
            }
        case UInt8(ascii: "\""):
            return skipString(scratch: &scratch)
        case UInt8(ascii: "t"): return scanWord("true")
        case UInt8(ascii: "f"): return scanWord("false")
        case UInt8(ascii: "n"): return scanWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if scanInteger() != nil { return true }
            return (try? parseNumber()) != nil
        default:
            return false
        }
    }

    /// Skips the string at `index` when it is one the parser reads.
    private mutating func skipString(scratch: inout [UInt8]) -> Bool {
        guard peek(UInt8(ascii: "\"")) else { return false }
        index += 1
        while true {
            let start = index
            let (end, ascii) = scanStringBody(from: start)
            index = end
            guard ascii || UTF8Sequence.isValid(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return false }
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                // What an escape gives is whole UTF-8 on its own, so the runs between escapes are checked apart.
                index += 1
                scratch.removeAll(keepingCapacity: true)
                guard (try? parseEscape(into: &scratch)) != nil else { return false }
            default:
                return false
            }
        }
    }

    /// Skips the elements of an array from the first one, and its `]`, when the parser would read them without a
    /// syntax error.
    mutating func skipElements(scratch: inout [UInt8]) -> Bool {
        while true {
            skipWhitespace()
            guard skipValue(depth: 2, scratch: &scratch), let more = scanSeparator(orClosing: UInt8(ascii: "]")) else {
                return false
            }
            if !more { return true }
        }
    }
}
