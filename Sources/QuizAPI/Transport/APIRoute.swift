import QuizCore
import QuizPacks

/// A route of the quiz APIs, recognised from a path below the root or below `/packs/NAME`.
enum APIRoute: Sendable, Hashable {
    /// `/api/quizzes/random`
    case randomQuiz
    /// `/api/quizzes/ID`
    case quiz(id: Int)
    /// `/api/quizzes/ID/check?answer=A`
    case checkQuiz(id: Int)
    /// `/api/quizzes?pageno=N&search=S&pagelength=L&searchfavourites=1`
    case quizPage
    /// `/api/quizzes/random10`
    case randomTen
    /// `/api/quizzes/random10wa`
    case randomTenWithAnswers
    /// `/api/quizzes/ID/answer`
    case quizAnswer(id: Int)
    /// `/api/quizzes/randomPlay/new`
    case randomPlayNew
    /// `/api/quizzes/randomPlay/next`
    case randomPlayNext
    /// `/api/quizzes/randomPlay/check?answer=A`
    case randomPlayCheck
    /// `PUT` or `DELETE /api/users/tokenOwner/favourites/ID`
    case favourite(id: Int)
    /// `/partidos.json`
    case matches
    /// `/check?id=ID&winner=1|2`
    case checkMatch
    /// `/` or `/books.json`
    case books
    /// `/films.json`
    case films
    /// `/choices.json`, quiz's own route for the numbered-answer questions that imports bring
    case choices
    /// `/facts.json`
    case facts

    /// The route of `segments`, or nil when there is none. Quiz ids are digits only, as the quiz service's routes
    /// require, so `/api/quizzes/x/check` is an unknown route rather than an unknown id.
    init?(segments: ArraySlice<String>) {
        switch Array(segments) {
        case ["api", "quizzes", "random"]: self = .randomQuiz
        case ["api", "quizzes"]: self = .quizPage
        case ["api", "quizzes", "random10"]: self = .randomTen
        case ["api", "quizzes", "random10wa"]: self = .randomTenWithAnswers
        case ["api", "quizzes", "randomPlay", "new"]: self = .randomPlayNew
        case ["api", "quizzes", "randomPlay", "next"]: self = .randomPlayNext
        case ["api", "quizzes", "randomPlay", "check"]: self = .randomPlayCheck
        case let path where path.count == 3 && path[0] == "api" && path[1] == "quizzes":
            guard let id = Self.id(path[2]) else { return nil }
            self = .quiz(id: id)
        case let path where path.count == 4 && path[0] == "api" && path[1] == "quizzes":
            guard let id = Self.id(path[2]) else { return nil }
            switch path[3] {
            case "check": self = .checkQuiz(id: id)
            case "answer": self = .quizAnswer(id: id)
            default: return nil
            }
        case let path where path.count == 5 && path[..<4] == ["api", "users", "tokenOwner", "favourites"]:
            guard let id = Self.id(path[4]) else { return nil }
            self = .favourite(id: id)
        case ["partidos.json"]: self = .matches
        case ["check"]: self = .checkMatch
        case [], ["books.json"]: self = .books
        case ["films.json"]: self = .films
        case ["choices.json"]: self = .choices
        case ["facts.json"]: self = .facts
        default: return nil
        }
    }

    private static func id(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        return Int(text)
    }

    /// The kind of pack the route reads.
    var kind: ItemKind {
        switch self {
        case .randomQuiz, .quiz, .checkQuiz, .quizPage, .randomTen, .randomTenWithAnswers, .quizAnswer,
            .randomPlayNew, .randomPlayNext, .randomPlayCheck, .favourite:
            .quiz
        case .matches, .checkMatch: .match
        case .books: .book
        case .films: .film
        case .choices: .choice
        case .facts: .fact
        }
    }

    /// The methods the route answers: `PUT` and `DELETE` for favourites, `GET` and `HEAD` for the rest.
    var methods: [String] {
        switch self {
        case .favourite: ["PUT", "DELETE"]
        default: ["GET", "HEAD"]
        }
    }
}
