import Foundation
import QuizCore

/// A member name of at most 16 bytes as two words, to be matched at once.
struct MemberName: Equatable, ExpressibleByStringLiteral {
    var count: Int
    var low: UInt64
    var high: UInt64

    init(count: Int, low: UInt64, high: UInt64) {
        self.count = count
        self.low = low
        self.high = high
    }

    init(stringLiteral name: StaticString) {
        var words: (UInt64, UInt64) = (0, 0)
        for offset in 0..<name.utf8CodeUnitCount {
            let byte = UInt64(name.utf8Start[offset]) << (8 * UInt64(offset % 8))
            if offset < 8 { words.0 |= byte } else { words.1 |= byte }
        }
        self.init(count: name.utf8CodeUnitCount, low: words.0, high: words.1)
    }

    /// The place of this name among `names`.
    @inline(__always) func place(among names: [MemberName]) -> Int? {
        for index in names.indices where names[index] == self { return index }
        return nil
    }
}

extension JSONParser {
    /// The member name at `range` as words; a longer name than 16 bytes matches none.
    @inline(__always) func name(_ range: Range<Int>) -> MemberName {
        let count = range.count
        guard count <= 16 else { return MemberName(count: count, low: 0, high: 0) }
        var low: UInt64 = 0
        var high: UInt64 = 0
        let start = range.lowerBound
        if start + 16 <= bytes.count {
            let raw = UnsafeRawPointer(bytes.baseAddress! + start)
            low = raw.loadUnaligned(as: UInt64.self)
            high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if count < 16 { high &= count <= 8 ? 0 : ~0 >> (8 * UInt64(16 - count)) }
            if count < 8 { low &= ~0 >> (8 * UInt64(8 - count)) }
        } else {
            for offset in 0..<count {
                let byte = UInt64(bytes[start + offset]) << (8 * UInt64(offset % 8))
                if offset < 8 { low |= byte } else { high |= byte }
            }
        }
        return MemberName(count: count, low: low, high: high)
    }
}
