/// Checks UTF-8 on its bytes, a sequence at a time, for readers that do not decode what they check.
package enum UTF8Sequence {
    /// The length of the well-formed sequence that begins at `index` (1 for ASCII), or nil when none does: an
    /// overlong form, a surrogate, a scalar above U+10FFFF, a stray continuation byte or a cut sequence.
    @inline(__always)
    package static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else { return nil }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// Whether `bytes` are well-formed UTF-8.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var next = 0
        while next < bytes.count {
            guard let length = length(at: next, in: bytes) else { return false }
            next += length
        }
        return true
    }
}
