import Foundation
import QuizCore

/// Reads what the Open Trivia Database's API answers: `{"response_code": 0, "results": [{"type": "multiple" or
/// "boolean", "category", "question", "correct_answer", "incorrect_answers"}]}`, in any of its encodings (HTML
/// entities by default, `urlLegacy`, `url3986` or `base64`).
///
/// The right answer of a multiple-choice question goes to a place that depends only on the question's text, so
/// that an import is the same every time and the answer is not always first.
public enum OpenTDBReader {
    public static func read(_ text: String, file: String) -> ImportedFile {
        var result = ImportedFile()
        func fault(_ position: TextPosition?, _ message: String) {
            result.faults.append(ImportError(file: file, line: position?.line, message: message))
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(text.utf8))
        } catch {
            fault(error.position, "not JSON: \(error.message)")
            return result
        }
        if let code = document["response_code"], case .number(let number) = code.content, number != 0 {
            let meaning = responseCodeMeanings[Int(number)] ?? "an unknown code"
            fault(code.position, "the API answered response_code \(Int(number)): \(meaning)")
            return result
        }
        guard let results = document["results"], case .array(let items) = results.content else {
            fault(document.position, "expected an object with \"results\", an array of questions")
            return result
        }
        let decode = decoder(for: items)
        for item in items {
            let line = item.position.line
            func field(_ key: String) -> String? {
                guard let value = item[key], case .string(let raw) = value.content else { return nil }
                return decode(raw)
            }
            guard let type = field("type"), let question = field("question"), let correct = field("correct_answer")
            else {
                fault(item.position, "expected \"type\", \"question\" and \"correct_answer\" as strings")
                continue
            }
            var wrong: [String] = []
            if let value = item["incorrect_answers"], case .array(let answers) = value.content {
                wrong = answers.compactMap { if case .string(let raw) = $0.content { decode(raw) } else { nil } }
            }
            let category = field("category")
            func add(_ content: ImportedQuestion.Content) {
                result.questions.append(
                    ImportedQuestion(line: line, category: category, question: question, content: content))
            }
            switch type {
            case "boolean":
                add(.trueFalse(correct.lowercased() == "true"))
            case "multiple":
                var answers = wrong
                if let countFault = PackChecker.answerCountFault(answers.count + 1) {
                    fault(item.position, countFault)
                    continue
                }
                let place = Int(question.fnv1a % UInt64(answers.count + 1))
                answers.insert(correct, at: place)
                add(.choice(answers: answers, solution: place + 1))
            default:
                result.skipped.append(.init(file: file, line: line, reason: "a question of type \"\(type)\""))
            }
        }
        return result
    }

    /// How the strings are encoded, told by the `type` of the first question: `multiple` and `boolean` read in
    /// base64 are `bXVsdGlwbGU=` and `Ym9vbGVhbg==`; `url3986` and `urlLegacy` percent-encode a question's spaces,
    /// `urlLegacy` as `+` (a `+` itself is `%2B` in both).
    private static func decoder(for items: [JSONValue]) -> (String) -> String {
        guard let first = items.first, let type = first["type"], case .string(let raw) = type.content else {
            return { HTMLText.plain($0, lineBreaks: false) }
        }
        if raw == "bXVsdGlwbGU=" || raw == "Ym9vbGVhbg==" {
            return { Data(base64Encoded: $0).flatMap { String(data: $0, encoding: .utf8) } ?? $0 }
        }
        let question = first["question"].flatMap { if case .string(let text) = $0.content { text } else { nil } } ?? ""
        if !question.contains(" ") && (question.contains("%") || question.contains("+")) {
            return { $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? $0 }
        }
        return { HTMLText.plain($0, lineBreaks: false) }
    }

    private static let responseCodeMeanings = [
        1: "no results; the API has fewer questions than were asked for",
        2: "invalid parameter in the request",
        3: "the session token does not exist",
        4: "the session token has returned every question; reset it",
        5: "too many requests; wait five seconds",
    ]
}
