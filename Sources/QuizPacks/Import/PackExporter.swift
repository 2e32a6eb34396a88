import QuizCore

/// Writes a pack in a format other tools read: Moodle's GIFT or a CSV spreadsheet with a header row.
public enum PackExporter {
    public enum Format: String, Sendable, CaseIterable {
        case gift, csv, json
    }

    /// One question as the other formats see it.
    private struct Row {
        var title: String?
        var question: String
        var answers: [String]
        /// The right answer's index in `answers`; nil when every answer is accepted (typed answers).
        var solution: Int?
        var truth: Bool?
        /// The indices of every right answer of a multiple-response question.
        var solutions: [Int]?
        /// The numbers a numerical question accepts.
        var numbers: [NumericAnswer]?
    }

    /// GIFT with each category once, in a `$CATEGORY:` line before its first question, as Moodle exports it; an
    /// empty `$CATEGORY:` before questions without one that follow some with one. A statement titled as its pack
    /// has no category of its own, as `quiz import` gives it the pack's title.
    public static func gift(_ pack: Pack) -> String {
        var category: String?
        return rows(of: pack).map { row in
            var heading = ""
            let title = row.truth != nil && row.title == pack.title ? nil : row.title
            if title != category {
                heading = "$CATEGORY: \(title?.split(separator: "/").joined(separator: "-") ?? "")\n\n"
                category = title
            }
            let answers: String
            if let truth = row.truth {
                answers = truth ? "{TRUE}" : "{FALSE}"
            } else if let numbers = row.numbers {
                answers = "{#" + numbers.map { " =" + $0.written }.joined() + "}"
            } else if let solutions = row.solutions {
                // Moodle's multiple response: the right answers share the credit, a wrong one takes it all away.
                let share = NumericAnswer.text(of: 100 / Double(solutions.count))
                answers =
                    "{"
                    + row.answers.indices.map {
                        (solutions.contains($0) ? "~%\(share)%" : "~%-100%") + escaped(row.answers[$0])
                    }.joined(separator: " ") + "}"
            } else if let solution = row.solution {
                answers =
                    "{"
                    + row.answers.indices.map { ($0 == solution ? "=" : "~") + escaped(row.answers[$0]) }
                    .joined(separator: " ") + "}"
            } else {
                answers = "{" + row.answers.map { "=" + escaped($0) }.joined(separator: " ") + "}"
            }
            return "\(heading)\(escaped(row.question)) \(answers)\n"
        }.joined(separator: "\n")
    }

    /// CSV with a header row: `category,question,answer` for typed answers (with a `numbers` column when some are
    /// numerical, `3.1415:0.0005|2850`), or numbered answers and their `solution` (`1 3` when several are right).
    public static func csv(_ pack: Pack) -> String {
        let rows = rows(of: pack)
        let width = rows.map(\.answers.count).max() ?? 1
        let typed = rows.allSatisfy { $0.solution == nil && $0.truth == nil }
        let numerical = rows.contains { $0.numbers != nil }
        var lines = [
            typed
                ? "category,question,answer" + (numerical ? ",numbers" : "")
                : (["category", "question"] + (1...max(width, 2)).map { "answer\($0)" } + ["solution"])
                    .joined(separator: ",")
        ]
        for row in rows {
            var cells = [row.title ?? "", row.question]
            if typed {
                cells.append(row.answers.joined(separator: "|"))
                if numerical { cells.append(row.numbers?.map(\.written).joined(separator: "|") ?? "") }
            } else {
                let answers = row.truth.map { _ in ["True", "False"] } ?? row.answers
                let solution =
                    row.solutions.map { $0.map { String($0 + 1) }.joined(separator: " ") }
                    ?? String(row.truth.map { $0 ? 1 : 2 } ?? (row.solution ?? 0) + 1)
                cells += answers + Array(repeating: "", count: max(width, 2) - answers.count) + [solution]
            }
            lines.append(cells.map(quoted).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func rows(of pack: Pack) -> [Row] {
        switch pack.items {
        case .quiz(let items):
            items.map { item in
                Row(
                    title: item.author?.username, question: item.question,
                    answers: (item.answer.map { [$0] } ?? []) + (item.alternatives ?? []), numbers: item.numbers)
            }
        case .match(let items):
            items.map { item in
                Row(
                    title: item.phase, question: "\(item.team1.name) – \(item.team2.name)",
                    answers: [item.team1.name, item.team2.name], solution: item.winner - 1)
            }
        case .book(let items):
            items.map { item in
                Row(
                    title: item.book, question: item.question, answers: [item.answer1.answer, item.answer2.answer],
                    solution: item.solution - 1)
            }
        case .film(let items):
            items.map { Row(title: $0.title, question: $0.question, answers: [], truth: $0.answer) }
        case .choice(let items):
            items.map { item in
                Row(
                    title: item.category, question: item.question, answers: item.answers.map(\.answer),
                    solution: item.solution - 1, solutions: item.solutions?.map { $0 - 1 })
            }
        case .fact: []
        }
    }

    /// GIFT's special characters escaped with a backslash, line breaks as `\n`.
    private static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "~", "=", "#", "{", "}", ":", "\\": output += "\\\(character)"
            case "\n": output += "\\n"
            default: output.append(character)
            }
        }
        return output
    }

    private static func quoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return cell }
        return "\"" + cell.replacing("\"", with: "\"\"") + "\""
    }
}
