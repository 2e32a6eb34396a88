/// Output as lines: text that holds line breaks (a question of a user's pack) becomes several lines, and blank
/// lines go, so that a transcript can tell a command's output from the blank lines of its script.
enum OutputLines {
    static func split(_ output: [String]) -> [String] {
        guard !output.allSatisfy(isOneLine) else { return output }
        var lines: [String] = []
        lines.reserveCapacity(output.count)
        for line in output {
            if isOneLine(line) {
                lines.append(line)
                continue
            }
            for part in line.split(whereSeparator: \.isNewline) where !part.allSatisfy(\.isWhitespace) {
                lines.append(String(part))
            }
        }
        return lines
    }

    /// Whether `line` holds no line break and something besides white space, read byte by byte: only a scalar
    /// beyond ASCII before anything else is printed is decoded, to tell whether it is white space. The standard
    /// library's split of every line costs the 10,000 games of `Scripts/bench sessions` their guard's margin.
    static func isOneLine(_ text: String) -> Bool {
        var line = text
        return line.withUTF8 { bytes in
            var printed = false
            var index = 0
            while index < bytes.count {
                if printed, index + 8 <= bytes.count, !mayBreak(UnsafeRawPointer(bytes.baseAddress! + index)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                switch byte {
                case 0x0A...0x0D: return false
                case 0x09, 0x20: index += 1
                case 0x80...:
                    // U+0085, U+2028 and U+2029 break lines too.
                    if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return false }
                    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                    {
                        return false
                    }
                    if !printed, let scalar = firstScalar(of: UnsafeBufferPointer(rebasing: bytes[index...])) {
                        // After white space, a mark may join it into one character that is white space.
                        if index > 0, !isWhiteSpace(scalar) {
                            return !text.contains(where: \.isNewline) && !text.allSatisfy(\.isWhitespace)
                        }
                        printed = !isWhiteSpace(scalar)
                        index += UTF8.width(scalar)
                    } else {
                        index += 1
                    }
                default:
                    printed = true
                    index += 1
                }
            }
            return printed
        }
    }

    /// Whether any of the 8 bytes at `pointer` may be part of a line break: a byte below 0x0E (where LF to CR are), or
    /// 0xC2 or 0xE2, with which U+0085, U+2028 and U+2029 begin. Tested as one word.
    private static func mayBreak(_ pointer: UnsafeRawPointer) -> Bool {
        let word = pointer.loadUnaligned(as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }
        let belowCR = (word &- ones &* 0x0E) & ~word & highBits != 0
        return belowCR || hasZeroByte(word ^ (ones &* 0xC2)) || hasZeroByte(word ^ (ones &* 0xE2))
    }

    /// The Unicode property White_Space, which is fixed: the scalars below and ASCII's tab, line breaks and space.
    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    private static func firstScalar(of bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }
}
