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
        /// A slider's scale, which GIFT writes as a range of no credit.
        var scale: ClosedRange<Double>?
        /// The sides of a matching question, each left with its right.
        var pairs: [PairsItem.Pair]?
        /// Right sides that match none, written with an empty left side.
        var extra: [String] = []
        /// Whether the question takes any text and judges none: an essay.
        var isEssay = false
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
            if let pairs = row.pairs {
                answers =
                    "{\n" + pairs.map { "    =\(escaped($0.left)) -> \(escaped($0.right))\n" }.joined()
                    + row.extra.map { "    = -> \(escaped($0))\n" }.joined() + "}"
            } else if row.isEssay {
                answers = "{}"
            } else if let truth = row.truth {
                answers = truth ? "{TRUE}" : "{FALSE}"
            } else if let numbers = row.numbers {
                let scale = row.scale.map {
                    " =%0%" + NumericAnswer.text(of: $0.lowerBound) + ".." + NumericAnswer.text(of: $0.upperBound)
                }
                answers = "{#" + numbers.map { " =" + $0.written }.joined() + (scale ?? "") + "}"
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
    /// A pack of both, a mixed one, has every column, `category,question,answer,answer1,...,solution`: a typed
    /// question's row leaves the numbered answers and the solution empty, a numbered one's leaves `answer` empty.
    public static func csv(_ pack: Pack) -> String {
        let rows = rows(of: pack).filter { $0.pairs == nil && !$0.isEssay }
        let width = max(rows.map { $0.truth == nil ? $0.answers.count : 2 }.max() ?? 1, 2)
        let isTyped = { (row: Row) in row.solution == nil && row.truth == nil }
        let typed = rows.isEmpty || rows.contains(where: isTyped)
        let numbered = !rows.allSatisfy(isTyped)
        let numerical = rows.contains { $0.numbers != nil }
        var header = ["category", "question"]
        if typed { header += ["answer"] + (numerical ? ["numbers"] : []) }
        if numbered { header += (1...width).map { "answer\($0)" } + ["solution"] }
        var lines = [header.joined(separator: ",")]
        for row in rows {
            var cells = [row.title ?? "", row.question]
            if isTyped(row) {
                cells.append(row.answers.joined(separator: "|"))
                if numerical { cells.append(row.numbers?.map(\.written).joined(separator: "|") ?? "") }
                if numbered { cells += Array(repeating: "", count: width + 1) }
            } else {
                if typed { cells += Array(repeating: "", count: numerical ? 2 : 1) }
                let answers = row.truth.map { _ in ["True", "False"] } ?? row.answers
                let solution =
                    row.solutions.map { $0.map { String($0 + 1) }.joined(separator: " ") }
                    ?? String(row.truth.map { $0 ? 1 : 2 } ?? (row.solution ?? 0) + 1)
                cells += answers + Array(repeating: "", count: width - answers.count) + [solution]
            }
            lines.append(cells.map(CSVField.escaped).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The items that `format` has no place for, which it leaves out, each with its number in the pack: polls and
    /// orderings, and in CSV pairs and open questions too.
    public static func leftOut(of pack: Pack, format: Format) -> [(number: Int, item: MixedItem)] {
        guard format != .json else { return [] }
        return (0..<pack.count).compactMap { index in
            guard let item = pack.items.questionItem(at: index) else { return nil }
            let row = Self.row(item.content)
            let written = row.map { format == .gift || ($0.pairs == nil && !$0.isEssay) } ?? false
            return written ? nil : (index + 1, item)
        }
    }

    private static func rows(of pack: Pack) -> [Row] {
        (0..<pack.count).compactMap { index in
            guard let item = pack.items.questionItem(at: index) else { return nil }
            var row = Self.row(item.content)
            // In a mixed pack the section is the category: what an import of the file makes the section again.
            if pack.kind == .mixed { row?.title = item.section }
            return row
        }
    }

    /// The row of an item; nil for polls and orderings, which neither format has. A slider is a number on a scale.
    private static func row(_ item: MixedItem.Content) -> Row? {
        switch item {
        case .quiz(let item):
            Row(
                title: item.author?.username, question: item.question,
                answers: (item.answer.map { [$0] } ?? []) + (item.alternatives ?? []), numbers: item.numbers)
        case .match(let item):
            Row(
                title: item.phase, question: "\(item.team1.name) – \(item.team2.name)",
                answers: [item.team1.name, item.team2.name], solution: item.winner - 1)
        case .book(let item):
            Row(
                title: item.book, question: item.question, answers: [item.answer1.answer, item.answer2.answer],
                solution: item.solution - 1)
        case .film(let item): Row(title: item.title, question: item.question, answers: [], truth: item.answer)
        case .choice(let item):
            Row(
                title: item.category, question: item.question, answers: item.answers.map(\.answer),
                solution: item.solution - 1, solutions: item.solutions?.map { $0 - 1 })
        case .slider(let item):
            Row(question: item.question, answers: [], numbers: [item.accepted], scale: item.low...item.high)
        case .pairs(let item): Row(question: item.question, answers: [], pairs: item.pairs, extra: item.extra ?? [])
        case .open(let item): Row(question: item.question, answers: [], isEssay: true)
        case .poll, .ordering: nil
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
}
