import Foundation
import QuizCore

/// Reads a spreadsheet saved as CSV. The first row names the columns, in English or Spanish and in any case:
/// `question` and `answer` (its accepted answers separated by `|`) for typed answers; `question`, `answer1`...
/// `answer8` (or `a`...`h`, `option a`...) and `solution` (or `correct answer`; a number, a letter or the right
/// answer's text; several numbers, `1 3`, when several are right) for numbered answers, `answer` naming the right one
/// when there is no `solution`, `True` and `False` making a true-or-false statement; `numbers` (`3.1415:0.0005|1..5`,
/// as GIFT writes them, or with decimal commas) for typed answers that are numbers; `category` optional. A file with
/// `answer`, numbered answers and `solution` holds both kinds, each row one or the other by its `solution`. The
/// separator is the header's comma, semicolon or tab.
public enum CSVReader {
    public static func read(_ text: String, file: String) -> ImportedFile {
        let header = text.prefix { $0 != "\n" }
        let separator = DelimitedText.guessSeparator(header)
        let records: [DelimitedText.Record]
        do {
            records = try DelimitedText.records(text, separator: separator, file: file)
        } catch {
            return ImportedFile(faults: [error])
        }
        guard let names = records.first?.fields.map(columnName) else {
            return ImportedFile(faults: [ImportError(file: file, line: nil, message: "the file is empty")])
        }
        let question = names.firstIndex(of: "question")
        let answer = names.firstIndex(of: "answer")
        let category = names.firstIndex(of: "category")
        let numbers = names.firstIndex(of: "numbers")
        let options = names.indices.filter { names[$0].hasPrefix("option") }
        // Beside lettered answers and without a solution column, `answer` names the right one (`A,B,C,D,Answer`);
        // beside `answer2`, `answer3`... it is a typed question's first accepted answer, as it was.
        let lettered = options.allSatisfy { names[$0].dropFirst("option".count).allSatisfy(\.isLetter) }
        let solution = names.firstIndex(of: "solution") ?? (options.count >= 2 && lettered ? answer : nil)
        guard let question, answer != nil || (solution != nil && options.count >= 2) else {
            return ImportedFile(faults: [
                ImportError(
                    file: file, line: records[0].line,
                    message: "expected a header row naming the columns: question,answer or "
                        + "question,answer1,answer2,...,solution; found \(records[0].fields.joined(separator: ","))")
            ])
        }
        var result = ImportedFile()
        for record in records.dropFirst() {
            func field(_ index: Int?) -> String {
                guard let index, record.fields.indices.contains(index) else { return "" }
                return CSVField.unescaped(record.fields[index].trimmed)
            }
            func fault(_ message: String) {
                result.faults.append(ImportError(file: file, line: record.line, message: message))
            }
            if record.fields.dropFirst(names.count).contains(where: { !$0.trimmed.isEmpty }) {
                fault(
                    "\(record.fields.count) values where the header names \(names.count) columns; "
                        + "a value with the separator in it goes in double quotes")
                continue
            }
            let text = field(question)
            guard !text.isEmpty else {
                fault("the question column is empty")
                continue
            }
            let topic = field(category).isEmpty ? nil : field(category)
            func add(_ content: ImportedQuestion.Content) {
                result.questions.append(
                    ImportedQuestion(line: record.line, category: topic, question: text, content: content))
            }
            // A row with an empty solution under an `answer` column is a typed question: a mixed pack's export.
            if let solution, options.count >= 2, answer == nil || !field(solution).isEmpty {
                let answers = options.map(field).filter { !$0.isEmpty }
                if let countFault = PackChecker.answerCountFault(answers.count) {
                    fault(countFault)
                    continue
                }
                let several = field(solution).split(separator: " ").compactMap { Int($0) }
                if several.count > 1, several.count == field(solution).split(separator: " ").count,
                    several.allSatisfy({ answers.indices.contains($0 - 1) })
                {
                    add(.severalChoices(answers: answers, solutions: Array(Set(several)).sorted()))
                    continue
                }
                guard let right = solutionNumber(field(solution), answers: answers) else {
                    fault(
                        "the solution \"\(field(solution))\" is not a number from 1 to \(answers.count), a letter "
                            + "or one of the answers")
                    continue
                }
                let truth = answers.map { TextMatching.folded($0) }
                let statement = truth == ["true", "false"] || truth == ["verdadero", "falso"]
                add(statement ? .trueFalse(right == 1) : .choice(answers: answers, solution: right))
            } else if !field(numbers).isEmpty {
                let written = field(numbers).split(separator: "|").map { $0.trimmed }
                let read = written.map { NumericAnswer(written: decimalPoint($0, separator: separator)) }
                if let bad = read.firstIndex(of: nil) {
                    fault("\"\(written[bad])\" is not a number; a number to accept is N, N:MARGIN or MIN..MAX")
                    continue
                }
                add(.numerical(read.compactMap { $0 }))
            } else {
                let accepted = field(answer).split(separator: "|").map { $0.trimmed }
                    .filter { !$0.isEmpty }
                guard !accepted.isEmpty else {
                    fault("the answer column is empty")
                    continue
                }
                add(.text(answers: accepted))
            }
        }
        return result
    }

    /// A header cell as one of `question`, `answer`, `optionN`, `solution`, `category`, or itself.
    private static func columnName(_ cell: String) -> String {
        let name = TextMatching.folded(cell.trimmed)
        switch name {
        case "question", "pregunta": return "question"
        case "answer", "respuesta", "answers", "respuestas": return "answer"
        case "solution", "correct", "right", "solucion", "correcta", "correct answer", "right answer",
            "respuesta correcta":
            return "solution"
        case "category", "categoria", "tema", "topic": return "category"
        case "numbers", "numeros", "number", "numero": return "numbers"
        case "a", "b", "c", "d", "e", "f", "g", "h": return "option\(name)"
        default:
            for prefix in ["answer", "respuesta", "option", "opcion"] where name.hasPrefix(prefix) {
                let rest = name.dropFirst(prefix.count).trimmed
                if let number = Int(rest) { return "option\(number)" }
                if rest.count == 1, ("a"..."h").contains(rest) { return "option\(rest)" }
            }
            return name
        }
    }

    /// A number written with decimal commas, as a Spanish spreadsheet writes `3,5`, with decimal points instead; as it
    /// is in a file separated by commas when a comma is followed by three digits, which may group thousands (`1,000`).
    private static func decimalPoint(_ written: String, separator: Character) -> String {
        let grouped = written.components(separatedBy: ",").dropFirst().contains {
            $0.prefix(while: \.isNumber).count == 3
        }
        return separator == "," && grouped ? written : written.replacingOccurrences(of: ",", with: ".")
    }

    private static func solutionNumber(_ text: String, answers: [String]) -> Int? {
        if let number = Int(text), answers.indices.contains(number - 1) { return number }
        if text.count == 1, let letter = text.uppercased().unicodeScalars.first, ("A"..."H").contains(letter) {
            let number = Int(letter.value - Unicode.Scalar("A").value) + 1
            return answers.indices.contains(number - 1) ? number : nil
        }
        let folded = TextMatching.folded(text)
        return answers.firstIndex { TextMatching.folded($0) == folded }.map { $0 + 1 }
    }
}
