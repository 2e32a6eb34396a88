import QuizCore

/// A route of the quiz APIs, declared once: the server registers it on its router and the client builds its URLs
/// from it (`APIRoutes`).
///
/// `path` is below the server's root or below a pack's `/packs/:pack`; a segment `:name` is a parameter. The routes
/// under `/api` need the token.
public struct APIRoute: Sendable, Hashable {
    /// The kind of pack the route reads; nil for the list of packs.
    public let kind: ItemKind?
    /// The methods it answers; a route that answers `GET` answers `HEAD` too.
    public let methods: [TransportRequest.Method]
    public let path: String
    /// The query parameters it reads, the token aside.
    public let query: [String]

    init(_ kind: ItemKind?, _ path: String, query: [String] = [], methods: [TransportRequest.Method] = [.get, .head]) {
        self.kind = kind
        self.path = path
        self.query = query
        self.methods = methods
    }

    /// Whether the route needs `?token=`: those under `/api`, as on the quiz service.
    public var needsToken: Bool { path == "/api" || path.hasPrefix("/api/") }

    /// The segments of the path, each parameter such as `:id` replaced by `parameters["id"]`.
    func path(_ parameters: [String: String]) -> [String] {
        path.split(separator: "/").map { segment in
            guard segment.first == ":" else { return String(segment) }
            guard let value = parameters[String(segment.dropFirst())] else {
                preconditionFailure("route \(path) is missing its parameter \(segment)")
            }
            return value
        }
    }
}

extension APIRoute {
    /// `GET /packs`: the packs a server holds. At the root only.
    public static let packList = APIRoute(nil, "/packs")
    /// The prefix of the routes of one pack; below it, any other path names a picture beside the pack's file, such
    /// as `/packs/NAME/images/ar.png`.
    public static let packScope = "/packs/:pack"

    public static let randomQuiz = APIRoute(.quiz, "/api/quizzes/random")
    public static let quiz = APIRoute(.quiz, "/api/quizzes/:id")
    public static let checkQuiz = APIRoute(.quiz, "/api/quizzes/:id/check", query: ["answer"])
    public static let quizAnswer = APIRoute(.quiz, "/api/quizzes/:id/answer")
    public static let quizPage = APIRoute(
        .quiz, "/api/quizzes", query: ["pageno", "search", "pagelength", "searchfavourites"])
    public static let randomTen = APIRoute(.quiz, "/api/quizzes/random10")
    public static let randomTenWithAnswers = APIRoute(.quiz, "/api/quizzes/random10wa")
    public static let randomPlayNew = APIRoute(.quiz, "/api/quizzes/randomPlay/new")
    public static let randomPlayNext = APIRoute(.quiz, "/api/quizzes/randomPlay/next")
    public static let randomPlayCheck = APIRoute(.quiz, "/api/quizzes/randomPlay/check", query: ["answer"])
    public static let favourite = APIRoute(
        .quiz, "/api/users/tokenOwner/favourites/:id", methods: [.put, .delete])
    public static let users = APIRoute(.quiz, "/api/users")
    public static let user = APIRoute(.quiz, "/api/users/:id")
    public static let tokenOwner = APIRoute(.quiz, "/api/users/tokenOwner")

    public static let matches = APIRoute(.match, "/partidos.json")
    public static let checkMatch = APIRoute(.match, "/check", query: ["id", "winner"])
    /// The books at the root, as the books API serves them.
    public static let booksAtRoot = APIRoute(.book, "/")
    public static let books = APIRoute(.book, "/books.json")
    public static let films = APIRoute(.film, "/films.json")
    /// quiz's own route for the numbered-answer questions that imports bring.
    public static let choices = APIRoute(.choice, "/choices.json")
    public static let facts = APIRoute(.fact, "/facts.json")
    /// quiz's own route for a pack of mixed kinds: every item in the pack's order, each with its `kind` and
    /// `section`, quizzes without their answers as the quiz routes serve them.
    public static let mixedItems = APIRoute(.mixed, "/items.json")

    /// The routes that list a whole pack of their kind.
    public static let lists = [matches, booksAtRoot, books, films, choices, facts, mixedItems]

    /// Every route that answers at the root and below each pack's scope.
    public static let all =
        [
            randomQuiz, quiz, checkQuiz, quizAnswer, quizPage, randomTen, randomTenWithAnswers, randomPlayNew,
            randomPlayNext, randomPlayCheck, favourite, users, user, tokenOwner, checkMatch,
        ] + lists
}
