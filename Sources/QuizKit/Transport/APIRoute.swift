/// A route of the quiz APIs, recognised from a path below the root or below `/packs/NAME`.
enum APIRoute: Sendable, Hashable {
    /// `/api/quizzes/random`
    case randomQuiz
    /// `/api/quizzes/ID/check?answer=A`
    case checkQuiz(id: Int)
    /// `/api/quizzes?pageno=N`
    case quizPage
    /// `/api/quizzes/random10wa`
    case randomTenWithAnswers
    /// `/api/quizzes/ID/answer`
    case quizAnswer(id: Int)
    /// `/partidos.json`
    case matches
    /// `/check?id=ID&winner=1|2`
    case checkMatch
    /// `/` or `/books.json`
    case books
    /// `/films.json`
    case films

    /// The route of `segments`, or nil when there is none. Quiz ids are digits only, as the quiz service's routes
    /// require, so `/api/quizzes/x/check` is an unknown route rather than an unknown id.
    init?(segments: ArraySlice<String>) {
        switch Array(segments) {
        case ["api", "quizzes", "random"]: self = .randomQuiz
        case ["api", "quizzes"]: self = .quizPage
        case ["api", "quizzes", "random10wa"]: self = .randomTenWithAnswers
        case let path where path.count == 4 && path[0] == "api" && path[1] == "quizzes":
            guard path[2].allSatisfy({ $0.isASCII && $0.isWholeNumber }), let id = Int(path[2]) else { return nil }
            switch path[3] {
            case "check": self = .checkQuiz(id: id)
            case "answer": self = .quizAnswer(id: id)
            default: return nil
            }
        case ["partidos.json"]: self = .matches
        case ["check"]: self = .checkMatch
        case [], ["books.json"]: self = .books
        case ["films.json"]: self = .films
        default: return nil
        }
    }

    /// The kind of pack the route reads.
    var kind: ItemKind {
        switch self {
        case .randomQuiz, .checkQuiz, .quizPage, .randomTenWithAnswers, .quizAnswer: .quiz
        case .matches, .checkMatch: .match
        case .books: .book
        case .films: .film
        }
    }
}
