import Foundation

/// The text of a GIFT question with each backslash escape resolved but remembered, so that `\{` is the character
/// `{` and never opens an answer block.
struct GIFTText {
    private struct Element {
        var character: Character
        var escaped: Bool
    }

    private var elements: [Element]

    init(_ text: String) {
        elements = []
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                elements.append(Element(character: character, escaped: false))
                continue
            }
            elements.append(Element(character: next == "n" ? "\n" : next, escaped: true))
        }
    }

    private init(elements: [Element]) {
        self.elements = elements
    }

    var count: Int { elements.count }

    func hasPrefix(_ prefix: String) -> Bool { firstUnescaped(prefix, from: 0) == 0 }

    /// Where `pattern` first stands unescaped, at or after `start`.
    func firstUnescaped(_ pattern: String, from start: Int) -> Int? {
        let characters = Array(pattern)
        guard start <= elements.count - characters.count else { return nil }
        return (start...(elements.count - characters.count)).first { index in
            characters.indices.allSatisfy { offset in
                let element = elements[index + offset]
                return !element.escaped && element.character == characters[offset]
            }
        }
    }

    func lastUnescaped(_ character: Character) -> Int? {
        elements.lastIndex { !$0.escaped && $0.character == character }
    }

    var firstNonSpace: Int? { elements.firstIndex { !$0.character.isWhitespace } }

    func plain(_ range: Range<Int>) -> String { String(elements[range].map(\.character)) }

    func slice(_ range: Range<Int>) -> GIFTText { GIFTText(elements: Array(elements[range])) }

    func suffix(from start: Int) -> GIFTText { slice(start..<elements.count) }

    /// The text without a leading `[html]`, `[moodle]`, `[plain]` or `[markdown]`.
    func droppingTextFormat() -> GIFTText {
        let start = firstNonSpace ?? 0
        for format in ["[html]", "[moodle]", "[plain]", "[markdown]"] where firstUnescaped(format, from: start) == start
        {
            return suffix(from: start + format.count)
        }
        return self
    }

    /// The text before the first unescaped `#`, which starts feedback.
    func beforeFeedback() -> String { plain(0..<(firstUnescaped("#", from: 0) ?? elements.count)) }

    /// The answers of an answer block: each starts with an unescaped `=` (right) or `~` (wrong), may carry a
    /// weight (`~%100%` is right, `~%50%` is not) and ends at feedback (`#`) or the next answer.
    func answers() -> [(text: String, right: Bool)] {
        var answers: [(text: String, right: Bool)] = []
        var current: (marker: Character, text: String)?
        var inFeedback = false
        func finish() {
            guard let (marker, raw) = current else { return }
            var text = Substring(raw.trimmed)
            var weight: Int?
            if text.hasPrefix("%"), let end = text.dropFirst().firstIndex(of: "%") {
                weight = Int(Double(text[text.index(after: text.startIndex)..<end]) ?? -1)
                text = text[text.index(after: end)...]
            }
            let right = marker == "=" ? (weight == nil || weight == 100) : weight == 100
            answers.append((text.trimmed, right))
        }
        for element in elements {
            if !element.escaped && (element.character == "=" || element.character == "~") {
                finish()
                current = (element.character, "")
                inFeedback = false
            } else if !element.escaped && element.character == "#" {
                inFeedback = true
            } else if !inFeedback, current != nil {
                current?.text.append(element.character)
            }
        }
        finish()
        return answers
    }
}
