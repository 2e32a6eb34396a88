import Foundation
import QuizCore

/// Reads Moodle's GIFT format, after Moodle's own reader (`question/format/gift/format.php`).
///
/// Questions are separated by blank lines; `//` starts a comment line; `$CATEGORY: path` names the category of the
/// questions after it; `::title::` names a question and `[html]`, `[markdown]`... its text format, HTML and
/// Markdown made plain; `\~ \= \# \{ \} \: \\` are the characters themselves and `\n` a line break. Multiple choice
/// (`{=right ~wrong}`, `{~%100%right ~%0%wrong}`), true/false (`{T}`, `{FALSE}`), short answer (`{=one =%50%other}`,
/// every answer that earns credit accepted, `{One}`), missing word (`text {=a ~b} text`), numerical (`{#1822}`,
/// `{#3.1415:0.0005}`, `{#3.141..3.142}`, `{#=2850:50 =%50%2850:300}`) and multiple response (`{~%50%a ~%50%b
/// ~%-100%c}`, answered by naming every answer that earns credit), estimates (a numerical question whose range of no
/// credit holds its answer is a slider on that scale: `{#=1969:2 =%0%1900..2000}`, as `quiz export` writes one),
/// matching (`{=Canada -> Ottawa =Italy -> Rome}`, a pair with no left side being a right side that matches none)
/// and essays (`{}`, an open question) are read; descriptions and cloze questions are skipped with their line.
public enum GIFTReader {
    public static func read(_ text: String, file: String) -> ImportedFile {
        var stream = GIFTStream(file: file)
        var text = text
        var result = ImportedFile()
        func add(_ run: ImportedFile) {
            result.questions += run.questions
            result.skipped += run.skipped
            result.faults += run.faults
        }
        text.withUTF8 { stream.feed($0, add) }
        stream.finish(add)
        return result
    }

    /// Why a question's text makes no question: a kind quiz does not play, or a fault.
    enum Omission: Error {
        case skipped(String)
        case fault(String)
    }

    /// The question of a block of text, which starts on `line`; throws why it is left out.
    static func question(in source: GIFTText, category: String?, line: Int) throws(Omission) -> ImportedQuestion {
        var source = source
        if source.isUnescaped("::", at: 0) {
            guard let end = source.firstUnescaped("::", from: 2) else {
                throw .fault("the title opened with :: is not closed with ::")
            }
            source = source.suffix(from: end + 2)
        }
        let (format, body) = source.splittingTextFormat()
        guard let open = body.firstUnescaped("{", from: 0) else {
            throw .skipped("a description, text without answers in braces; quiz plays questions")
        }
        guard let close = body.firstUnescaped("}", from: open + 1) else {
            throw .fault("the answer block opened with { is not closed with }")
        }
        if body.firstUnescaped("{", from: close + 1) != nil {
            throw .skipped("two answer blocks in one question; GIFT has one, so write them as two questions")
        }
        let before = text(body.plain(0..<open), in: format)
        let after = text(body.plain((close + 1)..<body.count), in: format)
        // The blank where the answers were; at the start of the question, when they open it.
        let blank = after.isEmpty ? "" : "_____\(after.first!.isPunctuation ? "" : " ")\(after)"
        let question = before.isEmpty || blank.isEmpty ? before + blank : "\(before) \(blank)"
        guard !question.isEmpty else { throw .fault("the question has no text before its answers") }
        let content = try answerContent(body.slice((open + 1)..<close), in: format)
        return ImportedQuestion(line: line, category: category, question: question, content: content)
    }

    /// Text as a player reads it: HTML and Markdown made plain, spaces around it trimmed.
    private static func text(_ raw: String, in format: GIFTTextFormat, lineBreaks: Bool = true) -> String {
        if format == .html { return HTMLText.plain(raw, lineBreaks: lineBreaks) }
        return (format == .markdown ? MarkdownText.plain(raw) : raw).trimmed
    }

    /// Whether an answer holds `->`, which pairs two sides in a matching question.
    private static func pairsTwoSides(_ answer: String) -> Bool {
        var previous: UInt8 = 0
        for byte in answer.utf8 {
            if previous == UInt8(ascii: "-") && byte == UInt8(ascii: ">") { return true }
            previous = byte
        }
        return false
    }

    private static func answerContent(
        _ block: GIFTText, in format: GIFTTextFormat
    ) throws(Omission) -> ImportedQuestion.Content {
        let plain = block.plain(0..<block.count).trimmed
        if plain.isEmpty { return .open }
        if let start = block.firstNonSpace, block.firstUnescaped("#", from: 0) == start {
            return try numericalContent(block.suffix(from: start + 1), in: format)
        }
        if plain.first?.isNumber == true || plain.hasPrefix(":"),
            plain.contains(":MULTICHOICE") || plain.contains(":SHORTANSWER")
                || plain.contains(":NUMERICAL") || plain.contains(":MC") || plain.contains(":SA")
        {
            throw .skipped("a cloze question; quiz has no kind for answers inside the text")
        }
        let word = block.beforeFeedback().trimmed
        switch word.uppercased() {
        case "T", "TRUE": return .trueFalse(true)
        case "F", "FALSE": return .trueFalse(false)
        default: break
        }
        var parts = block.answers()
        if parts.isEmpty {
            // A lone answer without a marker, `{One}`, is the one answer accepted, as Moodle reads it.
            parts = [GIFTAnswer(text: word, format: nil, right: true, weight: nil)]
        }
        let matching = parts.contains { $0.right && pairsTwoSides($0.text) }
        // A typed answer is compared as written, as Moodle compares it: `__init__` keeps its underscores.
        let typed = !matching && parts.allSatisfy(\.right)
        for index in parts.indices {
            let written = parts[index].format ?? format
            parts[index].text = text(
                parts[index].text, in: typed && written == .markdown ? .plain : written, lineBreaks: false)
        }
        if matching { return try pairsContent(parts) }
        if let empty = parts.first(where: { $0.text.isEmpty }) {
            throw .fault("an answer after \(empty.right ? "=" : "~") is empty")
        }
        if parts.allSatisfy(\.right) {
            let accepted = parts.filter(\.earnsCredit).map(\.text)
            guard !accepted.isEmpty else {
                throw .fault("no answer earns credit; give one a weight above 0%")
            }
            return .text(answers: accepted)
        }
        if let fault = PackChecker.answerCountFault(parts.count) { throw .skipped(fault) }
        let right = parts.filter(\.earnsFullCredit)
        let crediting = parts.indices.filter { parts[$0].earnsCredit }
        if right.isEmpty, crediting.count > 1 {
            // Multiple response, "choose all that apply": right when the player names every answer earning credit.
            return .severalChoices(answers: parts.map(\.text), solutions: crediting.map { $0 + 1 })
        }
        guard right.count <= 1, let solution = parts.firstIndex(where: \.earnsFullCredit) ?? crediting.first else {
            if right.isEmpty { throw .fault("no answer is marked right; mark the right one with = or ~%100%") }
            throw .skipped("\(right.count) answers are right; a choice item has one")
        }
        return .choice(answers: parts.map(\.text), solution: solution + 1)
    }

    /// A matching question's pairs, each `=left -> right`; one with no left side is a right side that matches none.
    private static func pairsContent(_ parts: [GIFTAnswer]) throws(Omission) -> ImportedQuestion.Content {
        var pairs: [PairsItem.Pair] = []
        var extra: [String] = []
        for part in parts {
            guard part.right, let arrow = part.text.range(of: "->") else {
                throw .fault("\"\(part.text)\" is not a pair; a matching question's answers are =left -> right")
            }
            let left = part.text[..<arrow.lowerBound].trimmed
            let right = part.text[arrow.upperBound...].trimmed
            guard !right.isEmpty else { throw .fault("the pair \"\(part.text)\" has no right side") }
            if left.isEmpty { extra.append(right) } else { pairs.append(PairsItem.Pair(left: left, right: right)) }
        }
        if let fault = PackChecker.countFault(pairs.count, of: "pair", allowed: PairsItem.pairCount, in: "a pairs item")
        {
            throw .fault(fault)
        }
        return .pairs(pairs, extra: extra)
    }

    /// A numerical question's answers, after its `#`: `1822`, `3.1415:0.0005`, `3.141..3.142`, or several
    /// `=%50%1822:2`, each earning credit accepted, the best first; `~` gives feedback for any other number.
    private static func numericalContent(
        _ block: GIFTText, in format: GIFTTextFormat
    ) throws(Omission) -> ImportedQuestion.Content {
        // As Moodle reads it: `~` starts the feedback for any other number, and a number before the first `=` is an
        // answer too (`{#3:2~#Completely wrong}`).
        let answers = block.slice(0..<(block.firstUnescaped("~", from: 0) ?? block.count))
        let first = answers.firstUnescaped("=", from: 0) ?? answers.count
        var parts = answers.slice(first..<answers.count).answers()
        let leading = answers.slice(0..<first).beforeFeedback().trimmed
        if !leading.isEmpty { parts.insert(GIFTAnswer(text: leading, format: nil, right: true, weight: nil), at: 0) }
        var accepted: [(number: NumericAnswer, weight: Double)] = []
        var scales: [ClosedRange<Double>] = []
        for part in parts where part.right {
            let written = text(part.text, in: part.format ?? format, lineBreaks: false)
            guard let number = NumericAnswer(written: written) else {
                throw .fault("\"\(written)\" is not a number; a numerical answer is N, N:MARGIN or MIN..MAX")
            }
            if part.earnsCredit {
                accepted.append((number, part.weight ?? 100))
            } else if part.weight == 0, let scale = NumericAnswer.range(written: written) {
                scales.append(scale)
            }
        }
        guard !accepted.isEmpty else {
            throw .fault("no number earns credit; give one after = with a weight above 0%")
        }
        // A stable sort: the answers of equal weight keep the file's order.
        let best = accepted.enumerated().sorted { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }
        if accepted.count == 1, scales.count == 1, let scale = scales.first, scale.lowerBound < scale.upperBound,
            scale.contains(best[0].element.number.value)
        {
            return .estimate(low: scale.lowerBound, high: scale.upperBound, answer: best[0].element.number)
        }
        return .numerical(best.map(\.element.number))
    }
}
