import Foundation
import QuizCore
import QuizPacks
import Synchronization

/// The quiz APIs' semantics over a set of packs: turns a request into the response the original services give.
///
/// One implementation, two ways to reach it: `FixtureTransport` calls it in-process and `PackServer` (QuizHTTP)
/// serves it over HTTP, so that a session plays the same over either.
///
/// Every route of API.md answers at the root for the default pack of its kind, and under `/packs/NAME` for each
/// pack; `GET /packs` lists them all as `[{"name", "kind", "title", "language", "count"}]`. The quiz routes
/// behave as the real quiz service's (CORE-UPM `quiz_2022` and `quiz_2023`): `random` is stateless, `randomPlay`
/// keeps a game and its score per token, favourites are kept per token, pages read `pageno`, `pagelength`,
/// `search` and `searchfavourites` as the service does, and every quiz has the service's keys (see `ServedQuiz`).
///
/// Replies that depend on the packs alone are encoded once, on first use (`encodeAll()` does it at once); the rest of the state (the random
/// generator, favourites, `randomPlay` games) sits behind one short lock, so requests run in parallel.
///
/// Where the services leave room:
/// - **Default pack** of a kind: the first by name whose language is `preferredLanguage`, else the first by name.
/// - **Random choices** come from one generator seeded with `seed`, so a sequence of requests replays the same.
/// - **Tokens**: when any are configured, every `/api/...` route needs `token=` with one of them (compared in
///   constant time), else `401 Unauthorized`. With none configured, any token (or none) is accepted, and each
///   distinct token still has favourites and a `randomPlay` game of its own.
/// - An unknown route, pack or id is a 404 `{"error": ...}`; a bad match parameter a 400; a method that the route
///   does not answer a 405.
public final class PackAPI: Sendable {
    /// Quizzes per page of `/api/quizzes?pageno=N` when no `pagelength` is given.
    public static let pageSize = 10

    /// The packs served, by name.
    public let summaries: [PackSummary]
    /// The name of the pack that the root routes of each kind serve.
    public let defaults: [ItemKind: String]

    /// The items of the pack named `name` as its routes serve them to a player without favourites (quizzes without
    /// their answers), without going through JSON; nil when there is no such pack.
    public func servedItems(of name: String) -> PackItems? {
        guard let served = packs[name] else { return nil }
        guard case .quiz = served.pack.items else { return served.pack.items }
        return .quiz(served.plainItems)
    }

    /// Which routes answer: all of `quiz serve`'s, or only some kinds at the root, as an original server.
    public struct Layout: Sendable, Hashable {
        /// `/packs` and `/packs/NAME/...` answer.
        public var packList: Bool
        /// The kinds whose root routes answer (the check of matches aside).
        public var kinds: Set<ItemKind>
        /// `/check` answers.
        public var matchCheck: Bool

        public init(packList: Bool, kinds: Set<ItemKind>, matchCheck: Bool) {
            self.packList = packList
            self.kinds = kinds
            self.matchCheck = matchCheck
        }

        /// Every route: what `quiz serve` answers.
        public static let quizServe = Layout(packList: true, kinds: Set(ItemKind.allCases), matchCheck: true)

        /// An original service's server: no pack list, only `kinds` at the root, and the check when `matchCheck`.
        public static func original(kinds: Set<ItemKind>, matchCheck: Bool) -> Layout {
            Layout(packList: false, kinds: kinds, matchCheck: matchCheck)
        }
    }

    public let layout: Layout
    /// The pictures beside the packs, served under `/packs/NAME/`.
    public let files: PackFiles
    let packs: [String: LazyServedPack]
    private let summaryList: Data
    let tokens: [String]
    private let players: Mutex<QuizPlayers>

    /// - Parameters:
    ///   - packs: the packs to serve; of two with the same name, the later one.
    ///   - tokens: the accepted quiz API tokens; none means the routes need no token.
    ///   - preferredLanguage: the language whose packs are the default ones, such as `es`.
    ///   - seed: the seed of every random choice.
    ///   - mediaShape: how quiz attachments and author photos are written.
    ///   - origins: where each pack was found, by name, for `/packs` to say (see `PackSummary.origin`).
    ///   - files: the pictures that packs name by a path beside the pack file.
    public init(
        packs: [Pack], tokens: Set<String> = [], preferredLanguage: String? = nil, seed: UInt64 = 0,
        mediaShape: MediaShape = .service, layout: Layout = .quizServe, origins: [String: String] = [:],
        files: PackFiles = PackFiles()
    ) {
        self.layout = layout
        self.files = files
        let byName = Dictionary(packs.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
        let sorted = byName.values.sorted { $0.name < $1.name }
        self.packs = byName.mapValues { LazyServedPack($0, shape: mediaShape) }
        summaries = sorted.map { PackSummary($0, origin: origins[$0.name]) }
        summaryList = APIReply.encode(summaries)
        var defaults: [ItemKind: String] = [:]
        for kind in ItemKind.allCases {
            let ofKind = sorted.filter { $0.kind == kind }
            defaults[kind] = (ofKind.first { $0.language == preferredLanguage } ?? ofKind.first)?.name
        }
        self.defaults = defaults
        self.tokens = tokens.sorted()
        players = Mutex(QuizPlayers(seed: seed))
    }

    /// Encodes now the replies of every pack, which are otherwise encoded when first asked for: a server does it
    /// before it listens, so that no request waits for it.
    public func encodeAll() {
        for pack in packs.values { _ = pack.served }
    }

    /// The response to `method` (`GET`, `HEAD`, `PUT`...) on `url`; only the URL's path and query are read, except
    /// that `nextUrl` keeps its scheme and host.
    public func respond(method: String, url: URL) async -> TransportResponse {
        respondNow(method: method, url: url)
    }

    /// `respond(method:url:)` without suspending: for servers that answer on their own threads.
    public func respondNow(method: String, url: URL) -> TransportResponse {
        respond(method: method, target: APIRequestTarget(url: url))
    }

    /// The response to `method` on the request target `target` (`/path?query`) of a server at `origin`
    /// (`http://host:port`): for servers, which need not build a `URL`.
    public func respondNow(method: String, origin: String, target: String) -> TransportResponse {
        respond(method: method, target: APIRequestTarget(origin: origin, target: target))
    }

    /// `respondNow(method:origin:target:)`, and whether every request for the same target gets these very bytes
    /// for as long as the server runs (a pack's list of items, the list of packs, a picture), so that a server can
    /// keep them ready to send.
    public func serverReply(method: String, origin: String, target: String) -> (
        response: TransportResponse, fixed: Bool
    ) {
        let parsed = APIRequestTarget(origin: origin, target: target)
        let response = respond(method: method, target: parsed)
        return (response, response.status == 200 && ["GET", "HEAD"].contains(method) && isFixed(parsed.segments))
    }

    private func respond(method: String, target: APIRequestTarget) -> TransportResponse {
        let method = method.uppercased()
        var response = route(method: method, target: target)
        if method == "HEAD" { response.body = Data() }
        return response
    }

    /// Whether the route of `segments` answers only from the packs, the same every time.
    private func isFixed(_ segments: [String]) -> Bool {
        if segments == ["packs"], layout.packList { return true }
        let scoped = segments.first == "packs" && layout.packList
        let rest = segments.dropFirst(scoped ? 2 : 0)
        if scoped, rest.first != "api", PicturePath.isValid(rest.joined(separator: "/")) { return true }
        switch APIRoute(segments: rest) {
        case .matches, .books, .films, .facts, .choices: return true
        default: return false
        }
    }

    private func route(method: String, target: APIRequestTarget) -> TransportResponse {
        let segments = target.segments
        if segments == ["packs"], layout.packList {
            return allowed(method, ["GET", "HEAD"]) ?? APIReply.encoded(summaryList)
        }
        let scope = segments.first == "packs" && layout.packList ? segments[1] : nil
        let rest = segments.dropFirst(scope == nil ? 0 : 2)
        let token = target.query["token"] ?? ""
        if rest.first == "api", !tokens.isEmpty, !ConstantTimeComparison.contains(tokens, token) {
            return APIReply.bare(401)
        }
        if let scope, packs[scope] != nil, rest.first != "api", PicturePath.isValid(rest.joined(separator: "/")) {
            return picture(rest.joined(separator: "/"), of: scope, method: method)
        }
        guard let route = APIRoute(segments: rest), layout.answers(route) else {
            return APIReply.error(404, "no such route: \(target.decodedPath)")
        }
        if let refusal = allowed(method, route.methods) { return refusal }
        let served: ServedPack
        switch lookUp(scope, kind: route.kind) {
        case .success(let found): served = found
        case .failure(let refusal): return refusal.response
        }
        let player = QuizPlayers.Player(pack: served.pack.name, token: token)
        switch route {
        case .matches, .books, .films, .facts, .choices: return APIReply.encoded(served.list)
        case .checkMatch: return checkMatch(served, target: target)
        case .randomQuiz: return randomQuiz(served, player: player)
        case .quiz(let id): return quiz(id, served, player: player)
        case .checkQuiz(let id): return checkQuiz(id, served, target: target)
        case .quizAnswer(let id): return quizAnswer(id, served)
        case .quizPage: return quizPage(served, target: target, player: player)
        case .randomTen: return randomTen(served, player: player, withAnswers: false)
        case .randomTenWithAnswers: return randomTen(served, player: player, withAnswers: true)
        case .randomPlayNew: return randomPlayNext(served, player: player, fresh: true)
        case .randomPlayNext: return randomPlayNext(served, player: player, fresh: false)
        case .randomPlayCheck: return randomPlayCheck(served, player: player, target: target)
        case .favourite(let id): return favourite(id, served, player: player, on: method == "PUT")
        }
    }

    /// Nil when the route answers `method`, else the 405 that says which it answers.
    private func allowed(_ method: String, _ methods: [String]) -> TransportResponse? {
        guard !methods.contains(method) else { return nil }
        let list = methods.joined(separator: ", ")
        return APIReply.error(
            405, "method \(method) is not allowed; this route answers \(list)", headers: ["allow": list])
    }

    private struct Refusal: Error {
        var response: TransportResponse
    }

    /// The pack named `scope`, or the default pack of `kind` for the root routes.
    /// A picture beside the pack named `pack`, as `/packs/NAME/images/ar.png` serves it.
    private func picture(_ path: String, of pack: String, method: String) -> TransportResponse {
        if let refusal = allowed(method, ["GET", "HEAD"]) { return refusal }
        guard let bytes = files.picture(path, of: pack) else {
            return APIReply.error(404, "pack \"\(pack)\" has no picture \(path)")
        }
        return TransportResponse(
            status: 200, headers: ["content-type": PicturePath.mimeType(of: path)], body: bytes)
    }

    private func lookUp(_ scope: String?, kind: ItemKind) -> Result<ServedPack, Refusal> {
        guard let scope else {
            guard let name = defaults[kind], let served = packs[name]?.served else {
                return .failure(Refusal(response: APIReply.error(404, "no pack of \(kind.plural) is served here")))
            }
            return .success(served)
        }
        guard let served = packs[scope]?.served else {
            return .failure(Refusal(response: APIReply.error(404, "there is no pack named \"\(scope)\"")))
        }
        guard served.pack.kind == kind else {
            let message = "pack \"\(scope)\" holds \(served.pack.kind.plural), not \(kind.plural)"
            return .failure(Refusal(response: APIReply.error(404, message)))
        }
        return .success(served)
    }

    // MARK: Quizzes

    private func favourites(of player: QuizPlayers.Player) -> Set<Int> {
        players.withLock { $0.favourites[player] ?? [] }
    }

    private func randomQuiz(_ served: ServedPack, player: QuizPlayers.Player) -> TransportResponse {
        guard !served.quizzes.isEmpty else { return APIReply.json(["nomore": true]) }
        let (position, favourites) = players.withLock { state in
            (Int.random(in: 0..<served.quizzes.count, using: &state.generator), state.favourites[player] ?? [])
        }
        return APIReply.encoded(served.quiz(at: position, favourites: favourites))
    }

    private func quiz(_ id: Int, _ served: ServedPack, player: QuizPlayers.Player) -> TransportResponse {
        guard let position = served.quizIndex[id] else { return unknown("quiz", id) }
        return APIReply.encoded(served.quiz(at: position, favourites: favourites(of: player)))
    }

    private func checkQuiz(_ id: Int, _ served: ServedPack, target: APIRequestTarget) -> TransportResponse {
        guard let position = served.quizIndex[id] else { return unknown("quiz", id) }
        let answer = target.query["answer"] ?? ""
        let result = served.quizzes[position].accepts(answer)
        return APIReply.json(QuizCheck(quizId: id, answer: answer, result: result))
    }

    private func quizAnswer(_ id: Int, _ served: ServedPack) -> TransportResponse {
        guard let position = served.quizIndex[id] else { return unknown("quiz", id) }
        return APIReply.json(QuizAnswer(quizId: id, answer: served.quizzes[position].answer ?? ""))
    }

    private func quizPage(_ served: ServedPack, target: APIRequestTarget, player: QuizPlayers.Player)
        -> TransportResponse
    {
        let query = QuizPageQuery(target.query)
        let favourites = favourites(of: player)
        let positions = served.quizzes.indices.filter { position in
            let quiz = served.quizzes[position]
            return query.matches(quiz.question) && (!query.favouritesOnly || favourites.contains(quiz.id))
        }
        let pages = (positions.count + query.pagelength - 1) / query.pagelength
        let start = query.pageno >= 1 && query.pageno <= pages ? (query.pageno - 1) * query.pagelength : 0
        let end = query.pageno >= 1 && query.pageno <= pages ? min(start + query.pagelength, positions.count) : 0
        let nextUrl = query.pageno < pages ? target.withPage(query.pageno + 1) : ""
        var body = Data(#"{"nextUrl":"#.utf8)
        body.append(APIReply.encode(nextUrl))
        body.append(Data(#","pageno":\#(query.pageno),"quizzes":"#.utf8))
        body.append(APIReply.array(positions[start..<end].map { served.quiz(at: $0, favourites: favourites) }))
        body.append(UInt8(ascii: "}"))
        return APIReply.encoded(body)
    }

    private func randomTen(_ served: ServedPack, player: QuizPlayers.Player, withAnswers: Bool) -> TransportResponse {
        let (positions, favourites) = players.withLock { state in
            (Array(served.quizzes.indices.shuffled(using: &state.generator).prefix(10)), state.favourites[player] ?? [])
        }
        return APIReply.encoded(
            APIReply.array(positions.map { served.quiz(at: $0, favourites: favourites, withAnswer: withAnswers) }))
    }

    /// `randomPlay/new` (with `fresh`) and `randomPlay/next`: the quiz on show until it is answered right, then a
    /// quiz not yet answered right in this game; `{"nomore": true, "score"}` ends the game when none is left.
    private func randomPlayNext(_ served: ServedPack, player: QuizPlayers.Player, fresh: Bool) -> TransportResponse {
        let (position, score, favourites) = players.withLock { state -> (Int?, Int, Set<Int>) in
            var play = fresh ? QuizPlayers.RandomPlay() : state.randomPlays[player] ?? QuizPlayers.RandomPlay()
            let favourites = state.favourites[player] ?? []
            if play.current == nil {
                let left = served.quizzes.indices.filter { !play.resolved.contains(served.quizzes[$0].id) }
                play.current = left.randomElement(using: &state.generator).map { served.quizzes[$0].id }
            }
            guard let current = play.current, let position = served.quizIndex[current] else {
                state.randomPlays[player] = nil
                return (nil, play.resolved.count, favourites)
            }
            state.randomPlays[player] = play
            return (position, play.resolved.count, favourites)
        }
        guard let position else { return APIReply.json(RandomPlayEnd(nomore: true, score: score)) }
        var body = Data(#"{"quiz":"#.utf8)
        body.append(served.quiz(at: position, favourites: favourites))
        body.append(Data(#","score":\#(score)}"#.utf8))
        return APIReply.encoded(body)
    }

    /// `randomPlay/check`: a right answer scores the quiz on show; a wrong one ends the game. A bare 409 when no
    /// quiz is on show.
    private func randomPlayCheck(_ served: ServedPack, player: QuizPlayers.Player, target: APIRequestTarget)
        -> TransportResponse
    {
        let answer = target.query["answer"] ?? ""
        let outcome = players.withLock { state -> QuizCheck? in
            guard var play = state.randomPlays[player], let current = play.current,
                let position = served.quizIndex[current]
            else { return nil }
            let result = served.quizzes[position].accepts(answer)
            if result {
                play.current = nil
                if !play.resolved.contains(current) { play.resolved.append(current) }
                state.randomPlays[player] = play
            } else {
                state.randomPlays[player] = nil
            }
            return QuizCheck(quizId: current, answer: answer, result: result, score: play.resolved.count)
        }
        guard let outcome else { return APIReply.bare(409) }
        return APIReply.json(outcome)
    }

    private func favourite(_ id: Int, _ served: ServedPack, player: QuizPlayers.Player, on: Bool) -> TransportResponse {
        guard served.quizIndex[id] != nil else { return unknown("quiz", id) }
        players.withLock { state in
            if on {
                state.favourites[player, default: []].insert(id)
            } else {
                state.favourites[player]?.remove(id)
            }
        }
        return APIReply.json(FavouriteReply(id: id, favourite: on))
    }

    // MARK: Matches

    private func checkMatch(_ served: ServedPack, target: APIRequestTarget) -> TransportResponse {
        guard case .match(let matches) = served.pack.items else { return unknown("match", 0) }
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

/// The check of `/api/quizzes/ID/check`, and with `score` that of `randomPlay/check`.
private struct QuizCheck: Encodable {
    var quizId: Int
    var answer: String
    var result: Bool
    var score: Int?
}

private struct QuizAnswer: Encodable {
    var quizId: Int
    var answer: String
}

private struct RandomPlayEnd: Encodable {
    var nomore: Bool
    var score: Int
}

private struct FavouriteReply: Encodable {
    var id: Int
    var favourite: Bool
}

private struct MatchCheck: Encodable {
    var id: Int
    var result: Bool
}

extension ItemKind {
    /// `quizzes`, `matches`, `books`, `films`, `facts`, `choices`: for messages.
    var plural: String {
        switch self {
        case .quiz: "quizzes"
        case .match: "matches"
        case .book: "books"
        case .film: "films"
        case .choice: "choices"
        case .fact: "facts"
        }
    }
}

extension PackAPI.Layout {
    /// Whether `route` answers in this layout.
    func answers(_ route: APIRoute) -> Bool {
        route == .checkMatch ? matchCheck : kinds.contains(route.kind)
    }
}
