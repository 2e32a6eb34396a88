import Foundation

/// Reads Moodle's GIFT format, after Moodle's own reader (`question/format/gift/format.php`).
///
/// Questions are separated by blank lines; `//` starts a comment line; `$CATEGORY: path` names the category of the
/// questions after it; `::title::` gives a question a title and `[html]`, `[markdown]`... its text format; `\~ \= \#
/// \{ \} \: \\` are the characters themselves and `\n` a line break. Multiple choice (`{=right ~wrong}`), true/false
/// (`{T}`, `{FALSE}`), short answer (`{=one =other}`) and missing word (`text {=a ~b} text`) are read; essay,
/// matching, numerical and cloze questions are skipped with their line.
public enum GIFTReader {
    public static func read(_ text: String, file: String) -> ImportedFile {
        var result = ImportedFile()
        var category: String?
        for block in blocks(of: text) {
            let source = block.text.trimmed
            if source.hasPrefix("$CATEGORY:") {
                let path = source.dropFirst("$CATEGORY:".count).trimmed
                category = path.split(separator: "/").last.map(String.init) ?? path
                continue
            }
            switch question(in: GIFTText(source), category: category, line: block.line) {
            case .question(let question): result.questions.append(question)
            case .skipped(let reason): result.skipped.append(.init(file: file, line: block.line, reason: reason))
            case .fault(let message): result.faults.append(ImportError(file: file, line: block.line, message: message))
            }
        }
        return result
    }

    private enum Outcome {
        case question(ImportedQuestion)
        case skipped(String)
        case fault(String)
    }

    /// The questions' texts with the line each starts on, comments left out.
    private static func blocks(of text: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var current: [Substring] = []
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmed
            if trimmed.hasPrefix("//") { continue }
            if trimmed.isEmpty {
                if !current.isEmpty { blocks.append((start, current.joined(separator: "\n"))) }
                current = []
                continue
            }
            if current.isEmpty { start = index + 1 }
            current.append(line.hasSuffix("\r") ? line.dropLast() : line)
        }
        if !current.isEmpty { blocks.append((start, current.joined(separator: "\n"))) }
        return blocks
    }

    private static func question(in source: GIFTText, category: String?, line: Int) -> Outcome {
        var source = source
        var title: String?
        if source.hasPrefix("::") {
            guard let end = source.firstUnescaped("::", from: 2) else {
                return .fault("the title opened with :: is not closed with ::")
            }
            title = source.plain(2..<end).trimmed
            source = source.suffix(from: end + 2)
        }
        source = source.droppingTextFormat()
        guard let open = source.firstUnescaped("{", from: 0) else {
            return .fault("expected an answer block in braces, such as {=right ~wrong}, {T} or {=answer}")
        }
        guard let close = source.lastUnescaped("}"), close > open else {
            return .fault("the answer block opened with { is not closed with }")
        }
        let before = source.plain(0..<open).trimmed
        let after = source.plain((close + 1)..<source.count).trimmed
        let question =
            after.isEmpty
            ? before : "\(before) _____\(after.first!.isPunctuation ? "" : " ")\(after)"
        let answers = source.slice((open + 1)..<close)
        guard !question.isEmpty else { return .fault("the question has no text before its answers") }
        let content: ImportedQuestion.Content
        switch answerContent(answers) {
        case .success(let found): content = found
        case .failure(.skip(let reason)): return .skipped(reason)
        case .failure(.fault(let message)): return .fault(message)
        }
        return .question(
            ImportedQuestion(line: line, category: title ?? category, question: question, content: content))
    }

    private enum AnswerProblem: Error {
        case skip(String)
        case fault(String)
    }

    private static func answerContent(_ block: GIFTText) -> Result<ImportedQuestion.Content, AnswerProblem> {
        let plain = block.plain(0..<block.count).trimmed
        if plain.isEmpty { return .failure(.skip("an essay question; quiz has no kind for answers it cannot judge")) }
        if block.firstUnescaped("#", from: 0) == block.firstNonSpace, block.firstNonSpace != nil {
            return .failure(.skip("a numerical question; quiz has no kind for ranges of numbers"))
        }
        if plain.first?.isNumber == true || plain.hasPrefix(":"),
            plain.contains(":MULTICHOICE") || plain.contains(":SHORTANSWER")
                || plain.contains(":NUMERICAL") || plain.contains(":MC") || plain.contains(":SA")
        {
            return .failure(.skip("a cloze question; quiz has no kind for answers inside the text"))
        }
        let word = block.beforeFeedback().trimmed.uppercased()
        switch word {
        case "T", "TRUE": return .success(.trueFalse(true))
        case "F", "FALSE": return .success(.trueFalse(false))
        default: break
        }
        let parts = block.answers()
        guard !parts.isEmpty else {
            return .failure(.fault("expected answers starting with = (right) or ~ (wrong), found \"\(plain)\""))
        }
        if parts.contains(where: { $0.right && $0.text.contains("->") }) {
            return .failure(.skip("a matching question; quiz has no kind for pairs"))
        }
        if let empty = parts.first(where: { $0.text.isEmpty }) {
            return .failure(.fault("an answer after \(empty.right ? "=" : "~") is empty"))
        }
        let right = parts.filter(\.right)
        if parts.allSatisfy(\.right) { return .success(.text(answers: right.map(\.text))) }
        guard right.count == 1, let solution = parts.firstIndex(where: \.right) else {
            return right.isEmpty
                ? .failure(.fault("no answer is marked right; mark the right one with = or ~%100%"))
                : .failure(.skip("\(right.count) answers are right; a choice item has one"))
        }
        guard ChoiceItem.answerCount.contains(parts.count) else {
            return .failure(.skip("\(parts.count) answers; a choice item has from 2 to 8"))
        }
        return .success(.choice(answers: parts.map(\.text), solution: solution + 1))
    }
}
