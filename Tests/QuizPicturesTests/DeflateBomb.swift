import Foundation

/// A zlib stream of zeros 158 times longer than itself: one stored zero, then a block of fixed Huffman codes whose
/// matches each make 258 zeros out of 13 bits.
enum DeflateBomb {
    /// A stream that inflates to at least `count` zeros.
    static func zlibStream(inflatingTo count: Int) -> Data {
        let matches = max(1, (count - 1 + 257) / 258)
        // The stored block (not final) of one zero leaves the next block byte-aligned, and its 3-bit header with one
        // match fills two bytes exactly; eight matches then fill thirteen bytes, repeated.
        var stream = Data([0x78, 0x01, 0x00, 0x01, 0x00, 0xFE, 0xFF, 0x00])
        var bits = BitWriter()
        bits.write(0b011, count: 3)
        bits.writeMatch()
        stream += bits.bytes
        var eight = BitWriter()
        for _ in 0..<8 { eight.writeMatch() }
        let (groups, rest) = (matches - 1).quotientAndRemainder(dividingBy: 8)
        if groups > 0 {
            var repeated = eight.bytes
            while repeated.count * 2 <= groups * 13 { repeated += repeated }
            stream += repeated + repeated.prefix(groups * 13 - repeated.count)
        }
        var tail = BitWriter()
        for _ in 0..<rest { tail.writeMatch() }
        tail.writeCode(0, length: 7)  // end of block
        tail.flush()
        stream += tail.bytes
        let total = UInt32((1 + 258 * matches) % 65_521)
        return stream + [UInt8(total >> 8), UInt8(total & 0xFF), 0, 1]
    }

    /// Bits in deflate's order: values from their lowest bit, Huffman codes from their highest.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var pending: UInt32 = 0
        private var pendingCount = 0

        mutating func write(_ value: UInt32, count: Int) {
            pending |= value << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(pending & 0xFF))
                pending >>= 8
                pendingCount -= 8
            }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, count: length)
        }

        /// Length 258 (code 285, 11000101) at distance 1 (code 0, 00000).
        mutating func writeMatch() {
            writeCode(0b1100_0101, length: 8)
            writeCode(0, length: 5)
        }

        mutating func flush() {
            if pendingCount > 0 { write(0, count: 8 - pendingCount) }
        }
    }
}
