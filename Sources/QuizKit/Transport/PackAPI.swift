import Foundation

/// The quiz APIs' semantics over a set of packs: turns a request into the response the original services give.
///
/// One implementation, two ways to reach it: `FixtureTransport` calls it in-process and `PackServer` (QuizHTTP)
/// serves it over HTTP, so that a session plays the same over either.
///
/// Every route of API.md answers at the root for the default pack of its kind, and under `/packs/NAME` for each
/// pack; `GET /packs` lists them all as `[{"name", "kind", "title", "language", "count"}]`.
///
/// Where the services leave room:
/// - **Default pack** of a kind: the first by name whose language is `preferredLanguage`, else the first by name.
/// - **Random quiz**: drawn with the seeded generator among the quizzes that the player (its token, or everyone
///   when no tokens are configured) has not yet answered right through the check route, as the quiz service's
///   `randomPlay` keeps its list of resolved quizzes. Once every quiz was answered right the answer is
///   `{"nomore": true}`, and the player starts afresh, as `randomPlay` then forgets its session.
/// - **Pages** hold 10 quizzes. `nextUrl` is the request's URL with the next `pageno`, and `""` on the last page,
///   as the service does. A page past the end is empty; a `pageno` that is not a whole number from 1 is a 400.
/// - **Tokens**: when any are configured, every `/api/...` route needs `token=` with one of them, else a bare 401.
/// - An unknown route, pack or id is a 404 `{"error": ...}`; a bad parameter a 400; a method other than GET or
///   HEAD on a known route a 405.
public actor PackAPI {
    /// Quizzes per page of `/api/quizzes?pageno=N`.
    public static let pageSize = 10

    /// The packs served, by name.
    public nonisolated let summaries: [PackSummary]
    /// The name of the pack that the root routes of each kind serve.
    public nonisolated let defaults: [ItemKind: String]

    private let packs: [String: Pack]
    private let tokens: Set<String>
    private var generator: SeededGenerator
    /// Ids of the quizzes each player answered right, by pack.
    private var resolved: [Player: Set<Int>] = [:]

    private struct Player: Hashable {
        var pack: String
        var token: String
    }

    /// - Parameters:
    ///   - packs: the packs to serve; of two with the same name, the later one.
    ///   - tokens: the accepted quiz API tokens; none means the routes need no token.
    ///   - preferredLanguage: the language whose packs are the default ones, such as `es`.
    ///   - seed: the seed of every random choice.
    public init(packs: [Pack], tokens: Set<String> = [], preferredLanguage: String? = nil, seed: UInt64 = 0) {
        let byName = Dictionary(packs.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
        let sorted = byName.values.sorted { $0.name < $1.name }
        self.packs = byName
        summaries = sorted.map(PackSummary.init)
        var defaults: [ItemKind: String] = [:]
        for kind in ItemKind.allCases {
            let ofKind = sorted.filter { $0.kind == kind }
            defaults[kind] = (ofKind.first { $0.language == preferredLanguage } ?? ofKind.first)?.name
        }
        self.defaults = defaults
        self.tokens = tokens
        generator = SeededGenerator(seed: seed)
    }

    /// The response to `method` (`GET`, `HEAD`...) on `url`; only the URL's path and query are read, except that
    /// `nextUrl` keeps its scheme and host.
    public func respond(method: String, url: URL) -> TransportResponse {
        let target = APIRequestTarget(url: url)
        var response = route(method: method.uppercased(), target: target)
        if method.uppercased() == "HEAD" { response.body = Data() }
        return response
    }

    private func route(method: String, target: APIRequestTarget) -> TransportResponse {
        let segments = target.segments
        if segments == ["packs"] {
            return allowed(method) ?? APIReply.json(summaries)
        }
        let scope = segments.first == "packs" ? segments[1] : nil
        let rest = segments.dropFirst(scope == nil ? 0 : 2)
        if rest.first == "api", !tokens.isEmpty, !tokens.contains(target.query["token"] ?? "") {
            return APIReply.bare(401)
        }
        guard let route = APIRoute(segments: rest) else {
            return APIReply.error(404, "no such route: \(target.url.path.isEmpty ? "/" : target.url.path)")
        }
        if let refusal = allowed(method) { return refusal }
        let pack: Pack
        switch lookUp(scope, kind: route.kind) {
        case .success(let found): pack = found
        case .failure(let refusal): return refusal.response
        }
        let player = Player(pack: pack.name, token: target.query["token"] ?? "")
        switch (route, pack.items) {
        case (.randomQuiz, .quiz(let quizzes)): return randomQuiz(quizzes, player: player)
        case (.checkQuiz(let id), .quiz(let quizzes)): return checkQuiz(id, quizzes, target: target, player: player)
        case (.quizPage, .quiz(let quizzes)): return quizPage(quizzes, target: target)
        case (.randomTenWithAnswers, .quiz(let quizzes)): return randomTen(quizzes)
        case (.quizAnswer(let id), .quiz(let quizzes)): return quizAnswer(id, quizzes)
        case (.matches, .match(let matches)): return APIReply.json(matches)
        case (.checkMatch, .match(let matches)): return checkMatch(matches, target: target)
        case (.books, .book(let books)): return APIReply.json(books)
        case (.films, .film(let films)): return APIReply.json(films)
        default: return APIReply.error(500, "pack \"\(pack.name)\" does not hold \(route.kind.plural)")
        }
    }

    /// Nil when the API answers `method`, else the 405 that says which it answers.
    private func allowed(_ method: String) -> TransportResponse? {
        guard method != "GET" && method != "HEAD" else { return nil }
        return APIReply.error(
            405, "method \(method) is not allowed; this API answers GET", headers: ["allow": "GET, HEAD"])
    }

    private struct Refusal: Error {
        var response: TransportResponse
    }

    /// The pack named `scope`, or the default pack of `kind` for the root routes.
    private func lookUp(_ scope: String?, kind: ItemKind) -> Result<Pack, Refusal> {
        guard let scope else {
            guard let name = defaults[kind], let pack = packs[name] else {
                return .failure(Refusal(response: APIReply.error(404, "no pack of \(kind.plural) is served here")))
            }
            return .success(pack)
        }
        guard let pack = packs[scope] else {
            return .failure(Refusal(response: APIReply.error(404, "there is no pack named \"\(scope)\"")))
        }
        guard pack.kind == kind else {
            let message = "pack \"\(scope)\" holds \(pack.kind.plural), not \(kind.plural)"
            return .failure(Refusal(response: APIReply.error(404, message)))
        }
        return .success(pack)
    }

    // MARK: Quizzes

    private func randomQuiz(_ quizzes: [QuizItem], player: Player) -> TransportResponse {
        let done = resolved[player, default: []]
        guard let quiz = quizzes.filter({ !done.contains($0.id) }).randomElement(using: &generator) else {
            resolved[player] = nil
            return APIReply.json(["nomore": true])
        }
        return APIReply.json(quiz.withoutAnswer)
    }

    private func checkQuiz(_ id: Int, _ quizzes: [QuizItem], target: APIRequestTarget, player: Player)
        -> TransportResponse
    {
        guard let quiz = quizzes.first(where: { $0.id == id }) else { return unknown("quiz", id) }
        let answer = target.query["answer"] ?? ""
        let result = TextMatching.sameQuizAnswer(answer, quiz.answer ?? "")
        if result { resolved[player, default: []].insert(id) }
        return APIReply.json(QuizCheck(quizId: id, answer: answer, result: result))
    }

    private func quizPage(_ quizzes: [QuizItem], target: APIRequestTarget) -> TransportResponse {
        let text = target.query["pageno"] ?? "1"
        guard let page = Int(text), page >= 1 else {
            return APIReply.error(400, "pageno must be a whole number from 1, not \"\(text)\"")
        }
        let pages = (quizzes.count + Self.pageSize - 1) / Self.pageSize
        let start = page <= pages ? (page - 1) * Self.pageSize : quizzes.count
        let slice = quizzes[start..<min(start + Self.pageSize, quizzes.count)]
        let nextUrl = page < pages ? target.withPage(page + 1) : ""
        return APIReply.json(QuizPage(quizzes: slice.map(\.withoutAnswer), pageno: page, nextUrl: nextUrl))
    }

    private func randomTen(_ quizzes: [QuizItem]) -> TransportResponse {
        APIReply.json(Array(quizzes.shuffled(using: &generator).prefix(10)))
    }

    private func quizAnswer(_ id: Int, _ quizzes: [QuizItem]) -> TransportResponse {
        guard let quiz = quizzes.first(where: { $0.id == id }) else { return unknown("quiz", id) }
        return APIReply.json(QuizAnswer(quizId: id, answer: quiz.answer ?? ""))
    }

    // MARK: Matches

    private func checkMatch(_ matches: [MatchItem], target: APIRequestTarget) -> TransportResponse {
        guard let idText = target.query["id"], let id = Int(idText) else {
            return APIReply.error(400, "id must be the whole number of a match")
        }
        guard let winnerText = target.query["winner"], let winner = Int(winnerText), winner == 1 || winner == 2 else {
            return APIReply.error(400, "winner must be 1 or 2")
        }
        guard let match = matches.first(where: { $0.id == id }) else { return unknown("match", id) }
        return APIReply.json(MatchCheck(id: id, result: match.winner == winner))
    }

    private func unknown(_ noun: String, _ id: Int) -> TransportResponse {
        APIReply.error(404, "There is no \(noun) with id=\(id)")
    }
}

private struct QuizCheck: Encodable {
    var quizId: Int
    var answer: String
    var result: Bool
}

private struct QuizAnswer: Encodable {
    var quizId: Int
    var answer: String
}

private struct QuizPage: Encodable {
    var quizzes: [QuizItem]
    var pageno: Int
    var nextUrl: String
}

private struct MatchCheck: Encodable {
    var id: Int
    var result: Bool
}

extension ItemKind {
    /// `quizzes`, `matches`, `books`, `films`: for messages.
    var plural: String {
        switch self {
        case .quiz: "quizzes"
        case .match: "matches"
        case .book: "books"
        case .film: "films"
        }
    }
}
