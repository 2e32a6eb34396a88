import QuizKit
import QuizPictures

/// The screen of a round, after the original apps: a title, what the question is about, and the choices.
struct RoundScreen {
    let text: Catalogue
    let style: Style

    /// The lines of the screen; with `pictures`, the pictures are drawn, else each is a line with its link.
    func lines(for round: Round, of total: Int, pictures: RoundPictures? = nil) -> [String] {
        let question = round.question
        var lines = [style.bold(text.roundHeader(round.number, of: total, kind: question.kind))]
        if let heading = question.heading { lines.append(style.bold(heading)) }
        let layout = pictures.map { PictureLayout(pictures: $0, text: text, style: style) }
        if let layout { lines += drawn(question, layout) }
        if question.kind != .match { lines.append(question.prompt) }
        if let author = question.author { lines.append(style.dim(text.author(author))) }
        if let layout {
            for picture in question.pictures where picture.role == .authorPhoto {
                lines += layout.block(picture).lines
            }
        } else {
            for picture in question.pictures where picture.role == .attachment || picture.role == .poster {
                lines.append(style.dim(text.picture(picture)))
            }
        }
        switch question.options {
        case .two(let first, let second):
            lines += ["  1  \(first)", "  2  \(second)"]
        case .yesNo:
            lines.append("  \(text.yes) / \(text.no)")
        case .freeText:
            lines.append(style.dim(text.typeYourAnswer))
        }
        return lines
    }

    /// The pictures above the question: a film's poster, a quiz's attachment, a match's two flags labelled with
    /// their teams, a book question's two photos labelled 1 and 2.
    private func drawn(_ question: Question, _ layout: PictureLayout) -> [String] {
        switch question.kind {
        case .film, .quiz:
            return question.pictures.filter { $0.role == .poster || $0.role == .attachment }
                .flatMap { layout.block($0).lines }
        case .match, .book:
            guard case .two(let first, _) = question.options, !question.pictures.isEmpty else { return [] }
            let labels = question.pictures.map { picture in
                let number = picture.caption == first ? "1" : "2"
                return question.kind == .match ? "\(number) \(picture.caption ?? "")" : number
            }
            return layout.row(question.pictures, labels: labels)
        }
    }

    /// One line that names a question, for `list` and `state`.
    static func summary(of question: Question) -> String {
        switch question.options {
        case .two(let first, let second) where question.kind == .match:
            "\(question.heading ?? ""): \(first) – \(second)"
        default:
            question.heading.map { "\($0): \(question.prompt)" } ?? question.prompt
        }
    }
}
