import Foundation
import QuizCore

/// Reads Anki's text export ("Notes in Plain Text"), after Anki's text-import manual: `#separator:`, `#html:`,
/// `#columns:`, `#deck:` and the `#... column:N` headers at the top; then one note a line, fields split by the
/// separator (a tab unless said), quoted fields holding separators, line breaks and doubled quotes. The first two
/// fields that are not the guid, note type, deck or tags are the question and its answer; in a cards export the
/// answer is what follows the front and `<hr id=answer>`.
public enum AnkiReader {
    public static func read(_ text: String, file: String) -> ImportedFile {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var separator: Character?
        var html = true
        var deck: String?
        var special: [String: Int] = [:]
        var headerLines = 0
        while let line = lines.first, line.hasPrefix("#"), let colon = line.firstIndex(of: ":") {
            let key = line[line.index(after: line.startIndex)..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmed
            switch key {
            case "separator": separator = Self.separator(named: value)
            case "html": html = value.lowercased() == "true"
            case "deck": deck = value
            case "guid column", "notetype column", "deck column", "tags column": special[key] = Int(value)
            default: break
            }
            lines = lines.dropFirst()
            headerLines += 1
        }
        let body = lines.joined(separator: "\n")
        let first = lines.first { !$0.isEmpty } ?? ""
        let used = separator ?? (first.contains("\t") ? "\t" : DelimitedText.guessSeparator(first))
        let records: [DelimitedText.Record]
        do {
            records = try DelimitedText.records(body, separator: used, file: file, firstLine: headerLines + 1)
        } catch {
            return ImportedFile(faults: [error])
        }
        var result = ImportedFile()
        let skippedColumns = Set(special.values.map { $0 - 1 })
        let deckColumn = special["deck column"].map { $0 - 1 }
        for record in records {
            let fields = record.fields.indices.filter { !skippedColumns.contains($0) }.map { record.fields[$0] }
            if html, let picture = fields.first?.firstMatch(of: /(?i)<img[^>]*\ssrc=["']?([^"'\s>]+)/)?.1 {
                result.skipped.append(
                    .init(
                        file: file, line: record.line,
                        reason: "its question shows the picture \(picture), which quiz does not import"))
                continue
            }
            let question = clean(fields.first ?? "", html: html, lineBreaks: true)
            let answer =
                fields.count > 1 ? clean(back(ofCard: fields[1], html: html), html: html, lineBreaks: false) : ""
            guard !question.isEmpty, !answer.isEmpty else {
                result.faults.append(
                    ImportError(
                        file: file, line: record.line,
                        message: "expected a question and its answer separated by "
                            + "\(separatorName(used)), found \(question.isEmpty ? "no question" : "no answer")"
                    ))
                continue
            }
            let category = deckColumn.flatMap { record.fields.indices.contains($0) ? record.fields[$0] : nil } ?? deck
            result.questions.append(
                ImportedQuestion(
                    line: record.line, category: category, question: question, content: .text(answers: [answer])))
        }
        return result
    }

    /// A field as text: HTML made plain, and without the sounds a terminal cannot play (`[sound:hola.mp3]`).
    private static func clean(_ field: String, html: Bool, lineBreaks: Bool) -> String {
        let text = html ? HTMLText.plain(field, lineBreaks: lineBreaks) : field
        return text.replacing(/\s?\[sound:[^\]]*\]/, with: "").trimmed
    }

    /// The back of a card as the "Cards in Plain Text" export writes it, after the front and `<hr id=answer>`.
    private static func back(ofCard field: String, html: Bool) -> String {
        guard html else { return field }
        for marker in [#"<hr id="answer">"#, "<hr id=answer>", "<hr id='answer'>"] {
            if let range = field.range(of: marker, options: [.caseInsensitive, .backwards]) {
                return String(field[range.upperBound...])
            }
        }
        return field
    }

    /// What a `#separator:` header names: `Tab`, `Comma`, `Semicolon`, `Space`, `Pipe`, `Colon` or the character.
    private static func separator(named name: String) -> Character? {
        separators[name.lowercased()] ?? (name.count == 1 ? name.first : nil)
    }

    private static let separators: [String: Character] = [
        "tab": "\t", "comma": ",", "semicolon": ";", "space": " ", "pipe": "|", "colon": ":",
    ]

    private static func separatorName(_ separator: Character) -> String {
        ["\t": "a tab", " ": "a space"][separator] ?? "\"\(separator)\""
    }
}
