import Foundation
import QuizCore

/// The text of a GIFT question with each backslash escape resolved but remembered, so that `\{` is the character
/// `{` and never opens an answer block.
///
/// Kept as Unicode scalars rather than characters: every character GIFT gives a meaning to is ASCII, and reading
/// 100,000 questions character by character costs several times more.
struct GIFTText {
    private struct Element {
        var scalar: Unicode.Scalar
        var escaped: Bool
    }

    private var elements: [Element]

    /// The characters a backslash makes themselves (and `n`, a line break); before any other, it is itself.
    private static let escapable: Set<Unicode.Scalar> = ["~", "=", "#", "{", "}", ":", "\\", "n"]

    init(_ text: some StringProtocol) {
        elements = []
        elements.reserveCapacity(text.utf8.count)
        var iterator = text.unicodeScalars.makeIterator()
        var pending = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            guard scalar == "\\", let next = pending, Self.escapable.contains(next) else {
                elements.append(Element(scalar: scalar, escaped: false))
                continue
            }
            elements.append(Element(scalar: next == "n" ? "\n" : next, escaped: true))
            pending = iterator.next()
        }
    }

    private init(elements: ArraySlice<Element>) {
        self.elements = Array(elements)
    }

    var count: Int { elements.count }

    func isUnescaped(_ pattern: String, at index: Int) -> Bool {
        var position = index
        for scalar in pattern.unicodeScalars {
            guard position < elements.count, !elements[position].escaped, elements[position].scalar == scalar else {
                return false
            }
            position += 1
        }
        return true
    }

    /// Where `pattern` first stands unescaped, at or after `start`.
    func firstUnescaped(_ pattern: String, from start: Int) -> Int? {
        guard let first = pattern.unicodeScalars.first else { return nil }
        var index = start
        while index < elements.count {
            if elements[index].scalar == first, isUnescaped(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    var firstNonSpace: Int? { elements.firstIndex { !$0.scalar.properties.isWhitespace } }

    func plain(_ range: Range<Int>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        for element in elements[range] { Self.append(element.scalar, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
    }

    func slice(_ range: Range<Int>) -> GIFTText { GIFTText(elements: elements[range]) }

    func suffix(from start: Int) -> GIFTText { slice(start..<elements.count) }

    /// The text format a leading `[html]`, `[moodle]`, `[plain]` or `[markdown]` names, and the text after it.
    func splittingTextFormat() -> (format: GIFTTextFormat, text: GIFTText) {
        let start = firstNonSpace ?? 0
        for format in GIFTTextFormat.allCases where isUnescaped(format.rawValue, at: start) {
            return (format, suffix(from: start + format.rawValue.unicodeScalars.count))
        }
        return (.moodle, self)
    }

    /// The text before the first unescaped `#`, which starts feedback.
    func beforeFeedback() -> String { plain(0..<(firstUnescaped("#", from: 0) ?? elements.count)) }

    /// The answers of an answer block: each starts with an unescaped `=` or `~`, may carry a weight in percent
    /// (`=%50%`, `~%-100%`) and ends at feedback (`#`) or the next answer. A line break inside an answer is a space,
    /// as an answer is shown on one line.
    func answers() -> [GIFTAnswer] {
        var answers: [GIFTAnswer] = []
        var current: (marker: Unicode.Scalar, text: [UInt8])?
        var inFeedback = false
        func finish() {
            guard let (marker, raw) = current else { return }
            if let answer = Self.asciiAnswer(raw, right: marker == "=") {
                answers.append(answer)
                return
            }
            var text = Substring(String(decoding: raw, as: UTF8.self).trimmed)
            var weight: Double?
            if text.hasPrefix("%"), let end = text.dropFirst().firstIndex(of: "%") {
                weight = Double(text[text.index(after: text.startIndex)..<end])
                text = text[text.index(after: end)...]
            }
            text = text.drop(while: \.isWhitespace)
            let format = GIFTTextFormat.allCases.first { text.hasPrefix($0.rawValue) }
            if let format { text = text.dropFirst(format.rawValue.count) }
            answers.append(
                GIFTAnswer(
                    text: text.split(whereSeparator: \.isWhitespace).joined(separator: " "), format: format,
                    right: marker == "=", weight: weight))
        }
        for element in elements {
            if !element.escaped && (element.scalar == "=" || element.scalar == "~") {
                finish()
                current = (element.scalar, [])
                inFeedback = false
            } else if !element.escaped && element.scalar == "#" {
                inFeedback = true
            } else if !inFeedback, current != nil {
                Self.append(element.scalar, to: &current!.text)
            }
        }
        finish()
        return answers
    }

    /// The answer of an answer's bytes, after its marker, read from bytes as `answers()` reads its text when they
    /// are all ASCII, where a byte is a character: spaces trimmed, a weight in percent taken, then a format marker,
    /// and the spaces within made one; nil when a byte is not ASCII. Kept for `Scripts/bench import`.
    private static func asciiAnswer(_ raw: [UInt8], right: Bool) -> GIFTAnswer? {
        guard raw.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var start = raw.startIndex
        var end = raw.endIndex
        while start < end, isSpace(raw[start]) { start += 1 }
        while end > start, isSpace(raw[end - 1]) { end -= 1 }
        var weight: Double?
        if start < end, raw[start] == UInt8(ascii: "%"),
            let close = raw[(start + 1)..<end].firstIndex(of: UInt8(ascii: "%"))
        {
            weight = Double(String(decoding: raw[(start + 1)..<close], as: UTF8.self))
            start = close + 1
        }
        while start < end, isSpace(raw[start]) { start += 1 }
        let format = GIFTTextFormat.allCases.first { raw[start..<end].starts(with: $0.rawValue.utf8) }
        if let format { start += format.rawValue.utf8.count }
        var text: [UInt8] = []
        text.reserveCapacity(end - start)
        var inSpace = false
        for byte in raw[start..<end] {
            if isSpace(byte) {
                inSpace = true
                continue
            }
            if inSpace, !text.isEmpty { text.append(UInt8(ascii: " ")) }
            inSpace = false
            text.append(byte)
        }
        return GIFTAnswer(text: String(decoding: text, as: UTF8.self), format: format, right: right, weight: weight)
    }
}
