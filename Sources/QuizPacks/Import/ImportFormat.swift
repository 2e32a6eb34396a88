import Foundation
import QuizCore

/// The question-bank formats that `quiz import` reads.
public enum ImportFormat: String, Sendable, CaseIterable, Hashable {
    /// Moodle's GIFT: `::title:: question {=right ~wrong}`.
    case gift
    /// Moodle's Aiken: a question, lettered answers `A.` or `A)`, and `ANSWER: B`.
    case aiken
    /// Anki's text export: one note per line, front and back separated by a tab (or the `#separator:` given).
    case anki
    /// The JSON that the Open Trivia Database's API answers: `{"response_code": 0, "results": [...]}`.
    case opentdb
    /// A spreadsheet saved as CSV with a header row: `question,answer` or `question,answer1,...,solution`.
    case csv

    /// The format of a file, from its name and contents.
    public static func guess(fileName: String, text: String) -> ImportFormat? {
        let lowered = fileName.lowercased()
        let body = text.drop { $0.isWhitespace }
        if body.hasPrefix("{") && text.contains("\"results\"") { return .opentdb }
        if lowered.hasSuffix(".gift") { return .gift }
        if lowered.hasSuffix(".csv") { return .csv }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmed }
        if lines.contains(where: { $0.hasPrefix("#separator:") || $0.hasPrefix("#html:") || $0.hasPrefix("#columns:") })
        {
            return .anki
        }
        if lines.contains(where: { AikenReader.answerLine($0) != nil }) { return .aiken }
        if lines.contains(where: { $0.contains("{") && !$0.hasPrefix("//") }) { return .gift }
        if lowered.hasSuffix(".tsv") || lines.contains(where: { $0.contains("\t") }) { return .anki }
        return nil
    }

    /// Whether `text` is Moodle's XML export, `<?xml …?>` and then `<quiz>`, a format quiz does not import.
    static func isMoodleXML(_ text: String) -> Bool {
        let body = text.drop { $0.isWhitespace }
        return body.hasPrefix("<quiz") || (body.hasPrefix("<?xml") && body.contains("<quiz"))
    }
}
