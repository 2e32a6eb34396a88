import QuizCore

/// The blocks of GIFT text given piece by piece: lines up to a blank line, `//` comment lines left out, each block
/// with the line it starts on. A line ends at `\n`, `\r\n` or `\r`, as the importer reads every format. A block
/// longer than `maximumLength` is given as nil, and not kept past that length.
struct GIFTBlocks {
    /// The most bytes of one question: a question ten thousand times as long as most, which its reading may
    /// take some thirty times over in memory.
    static let maximumLength = 1 << 20

    /// The block read so far, and the line it starts on.
    private var current: [UInt8] = []
    private var start = 0
    private var tooLong = false
    /// The lines read so far.
    private var number = 0
    /// The end of a piece that is not the end of a line yet.
    private var partial: [UInt8] = []
    /// Whether the last piece ended with `\r`, whose `\n` may start the next.
    private var afterCarriageReturn = false

    /// Gives `body` each block that `bytes`, after the pieces before, complete, with the line it starts on, as it
    /// is found: a piece's blocks are never all in memory.
    mutating func forEachBlock(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, String?) -> Void) {
        var lineStart = 0
        if afterCarriageReturn, bytes.first == UInt8(ascii: "\n") { lineStart = 1 }
        afterCarriageReturn = false
        var index = lineStart
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<index])
            if partial.isEmpty {
                take(line, body)
            } else {
                partial.append(contentsOf: line)
                partial.withUnsafeBufferPointer { take($0, body) }
                partial.removeAll(keepingCapacity: true)
            }
            index += 1
            if byte == UInt8(ascii: "\r") {
                if index == bytes.count {
                    afterCarriageReturn = true
                } else if bytes[index] == UInt8(ascii: "\n") {
                    index += 1
                }
            }
            lineStart = index
        }
        partial.append(contentsOf: bytes[lineStart...])
    }

    /// Gives `body` the last block, once every piece is given.
    mutating func finish(_ body: (Int, String?) -> Void) {
        partial.withUnsafeBufferPointer { take($0, body) }
        partial = []
        endBlock(body)
    }

    private mutating func endBlock(_ body: (Int, String?) -> Void) {
        if tooLong {
            body(start, nil)
        } else if !current.isEmpty {
            body(start, String(decoding: current, as: UTF8.self))
        }
        current.removeAll(keepingCapacity: !tooLong)
        tooLong = false
    }

    private mutating func take(_ line: UnsafeBufferPointer<UInt8>, _ body: (Int, String?) -> Void) {
        number += 1
        switch Self.opening(of: line) {
        case .comment: break
        case .blank: endBlock(body)
        case .text:
            if current.isEmpty && !tooLong {
                start = number
            } else {
                current.append(UInt8(ascii: "\n"))
            }
            guard !tooLong, current.count + line.count <= Self.maximumLength else {
                tooLong = true
                current = []
                return
            }
            current.append(contentsOf: line)
        }
    }

    private enum LineOpening {
        case blank, comment, text
    }

    /// Whether a line is blank, a `//` comment or text, looking at its bytes as long as they are ASCII.
    private static func opening(of line: UnsafeBufferPointer<UInt8>) -> LineOpening {
        var bytes = line.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C: continue
            case UInt8(ascii: "/"): return bytes.next() == UInt8(ascii: "/") ? .comment : .text
            case 0x80...:
                let trimmed = String(decoding: line, as: UTF8.self).trimmed
                return trimmed.isEmpty ? .blank : trimmed.hasPrefix("//") ? .comment : .text
            default: return .text
            }
        }
        return .blank
    }
}
