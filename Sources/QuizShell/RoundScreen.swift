import QuizKit

/// The screen of a round, after the original apps: a title, what the question is about, and the choices.
struct RoundScreen {
    let text: Catalogue
    let style: Style

    func lines(for round: Round, of total: Int) -> [String] {
        let question = round.question
        var lines = [style.bold(text.roundHeader(round.number, of: total, kind: question.kind))]
        if let heading = question.heading { lines.append(style.bold(heading)) }
        if question.kind != .match { lines.append(question.prompt) }
        if let author = question.author { lines.append(style.dim(text.author(author))) }
        for picture in question.pictures where picture.role == .attachment || picture.role == .poster {
            lines.append(style.dim(text.picture(picture)))
        }
        switch question.options {
        case .two(let first, let second):
            lines += ["  1  \(first)", "  2  \(second)"]
        case .choices(let answers):
            lines += answers.enumerated().map { "  \($0.offset + 1)  \($0.element)" }
        case .yesNo:
            lines.append("  \(text.yes) / \(text.no)")
        case .freeText:
            lines.append(style.dim(text.typeYourAnswer))
        }
        return lines
    }

    /// One line that names a question, for `list` and `state`; `inSection` leaves out the heading that the
    /// section above it shows.
    static func summary(of question: Question, inSection: Bool = false) -> String {
        let heading = inSection ? nil : question.heading
        switch question.options {
        case .two(let first, let second) where question.kind == .match:
            return (heading.map { "\($0): " } ?? "") + "\(first) – \(second)"
        default:
            return heading.map { "\($0): \(question.prompt)" } ?? question.prompt
        }
    }
}
