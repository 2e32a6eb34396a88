import Foundation
import QuizCore

/// Reads Moodle's Aiken format, after Moodle's reader (`question/format/aiken/format.php`): a question on one or
/// more lines, its answers each on a line starting with a capital letter and `.` or `)`, then `ANSWER: B` (or `b`).
/// A blank line ends a question: a line left before one, such as a source under an answer, is a fault of its own.
public enum AikenReader {
    public static func read(_ text: String, file: String) -> ImportedFile {
        var result = ImportedFile()
        var questionLines: [String] = []
        var answers: [(letter: Character, text: String)] = []
        var start = 0
        func fault(_ line: Int, _ message: String) {
            result.faults.append(ImportError(file: file, line: line, message: message))
            (questionLines, answers) = ([], [])
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmed
            if line.isEmpty {
                if !questionLines.isEmpty, answers.isEmpty {
                    fault(
                        start,
                        "expected answers (\"A. …\") after \"\(questionLines[0])\", found a blank line")
                }
                continue
            }
            if let letter = answerLine(line) {
                guard !questionLines.isEmpty else {
                    fault(number, "expected the question before the answers; found \"ANSWER: \(letter)\"")
                    continue
                }
                guard let solution = answers.firstIndex(where: { $0.letter == letter }) else {
                    fault(number, "ANSWER: \(letter) names no answer of the question on line \(start)")
                    continue
                }
                let question = ImportedQuestion(
                    line: start, question: questionLines.joined(separator: "\n"),
                    content: .choice(answers: answers.map(\.text), solution: solution + 1))
                if let fault = PackChecker.answerCountFault(answers.count) {
                    result.skipped.append(.init(file: file, line: start, reason: fault))
                } else {
                    result.questions.append(question)
                }
                (questionLines, answers) = ([], [])
            } else if let answer = option(line) {
                guard !questionLines.isEmpty else {
                    fault(number, "expected a question before the answer \"\(answer.letter)\"")
                    continue
                }
                answers.append(answer)
            } else {
                // An answer line in other words, `Respuesta: B`, is a fault of its own line, not the next question.
                if !answers.isEmpty, line.wholeMatch(of: /\S+:\s*[A-Za-z]/) != nil {
                    fault(number, "expected \"ANSWER: X\" after the answers of the question on line \(start)")
                    continue
                }
                if !answers.isEmpty {
                    fault(start, "expected \"ANSWER: X\" after the answers of the question on line \(start)")
                }
                if questionLines.isEmpty { start = number }
                questionLines.append(line)
            }
        }
        if !questionLines.isEmpty {
            fault(start, "expected \"ANSWER: X\" after the answers of the question on line \(start)")
        }
        return result
    }

    /// The letter of an `ANSWER: X` line.
    static func answerLine(_ line: String) -> Character? {
        guard line.uppercased().hasPrefix("ANSWER:") else { return nil }
        let rest = line.dropFirst("ANSWER:".count).trimmed.uppercased()
        guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
        return letter
    }

    /// An answer line: `A. text`, `A) text` or `A)text`.
    private static func option(_ line: String) -> (letter: Character, text: String)? {
        let characters = Array(line.prefix(3))
        guard characters.count == 3, characters[0].isASCII, characters[0].isUppercase,
            characters[1] == ")" || (characters[1] == "." && characters[2].isWhitespace)
        else { return nil }
        let text = line.dropFirst(2).trimmed
        return text.isEmpty ? nil : (characters[0], text)
    }
}
