import Foundation
import QuizCore
import QuizPictures

/// The screen of a round, after the original apps: a title, what the question is about, and the choices.
struct RoundScreen {
    let text: Messages
    let marks: OutputMarks

    /// The lines of the screen; with `pictures`, the pictures are drawn, else each is a line with its link.
    func lines(for round: Round, of total: Int, pictures: RoundPictures?) -> [String] {
        let question = round.question
        var lines: [String] = []
        lines.reserveCapacity(8)
        lines.append(
            marks.bold(
                text.roundHeader(round.number, of: total, kind: question.kind, several: question.takesSeveralAnswers)))
        if let heading = question.heading { lines.append(marks.bold(heading)) }
        let layout = pictures.map { PictureLayout(pictures: $0, text: text, marks: marks) }
        if let layout { lines += drawn(question, layout) }
        if question.kind != .match { lines.append(question.prompt) }
        if let author = question.author { lines.append(marks.dim(text.author(author))) }
        if let layout {
            for picture in question.pictures where picture.role == .authorPhoto {
                lines += layout.block(picture).lines
            }
        } else {
            for picture in question.pictures where picture.role == .attachment || picture.role == .poster {
                lines.append(marks.dim(text.picture(picture)))
            }
        }
        switch question.options {
        case .two(let first, let second):
            lines += ["  1  \(first)", "  2  \(second)"]
        case .choices(let answers), .ordering(let answers):
            lines += answers.enumerated().map { "  \($0.offset + 1)  \($0.element)" }
        case .yesNo:
            lines.append("  \(text.yes) / \(text.no)")
        case .freeText where question.kind == .open:
            lines.append(marks.dim(text.openLimit(OpenItem.answerLimit)))
        case .freeText:
            lines.append(marks.dim(text.typeYourAnswer))
        case .slider(let low, let high, _, let unit):
            lines.append(marks.dim(text.sliderRange(low: low, high: high, unit: unit)))
        case .pairs(let left, let right):
            let width = left.map(\.terminalColumns).max() ?? 0
            lines += right.indices.map { index in
                let side = left.indices.contains(index) ? "  \(index + 1)  " + left[index] : ""
                return side.padded(toColumns: width + 5) + "    \(GameError.letter(index + 1))  \(right[index])"
            }
        }
        return lines
    }

    /// The pictures above the question: a film's poster, a quiz's attachment, a match's two flags labelled with
    /// their teams, the photos of a book's or a choice question's answers labelled with their numbers.
    private func drawn(_ question: Question, _ layout: PictureLayout) -> [String] {
        switch (question.kind, question.options) {
        case (.film, _), (.quiz, _):
            return question.pictures.filter { $0.role == .poster || $0.role == .attachment }
                .flatMap { layout.block($0).lines }
        case (.match, .two(let first, let second)), (.book, .two(let first, let second)):
            return row(question, layout, answers: [first, second])
        case (.choice, .choices(let answers)):
            return row(question, layout, answers: answers)
        default:
            return []
        }
    }

    private func row(_ question: Question, _ layout: PictureLayout, answers: [String]) -> [String] {
        guard !question.pictures.isEmpty else { return [] }
        let labels = question.pictures.map { picture in
            let number = (answers.firstIndex { $0 == picture.caption } ?? 0) + 1
            return question.kind == .match ? "\(number) \(picture.caption ?? "")" : "\(number)"
        }
        return layout.row(question.pictures, labels: labels)
    }

    /// One line that names a question, for `list` and `state`; `inSection` leaves out the heading that the
    /// section above it shows.
    static func summary(of question: Question, inSection: Bool = false) -> String {
        let heading = inSection ? nil : question.heading
        switch question.options {
        case .two(let first, let second) where question.kind == .match:
            return (heading.map { "\($0): " } ?? "") + "\(first) – \(second)"
        default:
            let prompt = question.prompt.split(whereSeparator: \.isNewline).joined(separator: " ")
            return heading.map { "\($0): \(prompt)" } ?? prompt
        }
    }

    /// The answers a question takes as they are typed, for Tab and `search`: its options, yes and no, or none.
    static func answers(to question: Question, in text: Messages) -> [String] {
        switch question.options {
        case .two(let first, let second): [first, second]
        case .choices(let answers): answers
        case .yesNo: [text.yes.lowercased(), text.no.lowercased()]
        case .freeText, .slider, .ordering, .pairs: []
        }
    }
}
