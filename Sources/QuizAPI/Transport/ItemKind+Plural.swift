import QuizCore

extension ItemKind {
    /// `quizzes`, `matches`, `books`, `films`, `choices`, `facts`, `questions of mixed kinds`: the name of the pack
    /// that an original-style server's set of this kind becomes, and the word messages use for its items.
    public var plural: String {
        switch self {
        case .quiz: "quizzes"
        case .match: "matches"
        case .book: "books"
        case .film: "films"
        case .choice: "choices"
        case .fact: "facts"
        case .mixed: "questions of mixed kinds"
        case .poll: "polls"
        case .slider: "sliders"
        case .ordering: "orderings"
        case .pairs: "pairs"
        case .open: "open questions"
        }
    }
}
