import Hummingbird
import NIOCore
import QuizAPI
import QuizCore
import QuizPacks
import Synchronization

/// The quiz APIs' semantics over a set of packs: the routes of `APIRoute` on a Hummingbird `Router`, answering as the
/// original services do.
///
/// One implementation, two ways to reach it: `PackServer` (QuizHTTP) serves its router over HTTP and
/// `FixtureTransport` runs the same router in-process (`respond(method:url:)`), so that a session plays the same
/// over either.
///
/// Every route of API.md answers at the root for the default pack of its kind, and under `/packs/NAME` for each
/// pack; `GET /packs` lists them all as `[{"name", "kind", "title", "language", "count"}]`. The quiz routes
/// behave as the real quiz service's (CORE-UPM `quiz_2022` and `quiz_2023`): `random` is stateless, `randomPlay`
/// keeps a game and its score per token, favourites are kept per token, pages read `pageno`, `pagelength`,
/// `search` and `searchfavourites` as the service does, and every quiz has the service's keys (see `ServedQuiz`).
///
/// The state of the players (the random generator, favourites, `randomPlay` games) sits behind one short lock, so
/// requests run in parallel.
///
/// Where the services leave room:
/// - **Default pack** of a kind: the first by name whose language is `preferredLanguage`, else the first by name.
/// - **Random choices** come from one generator seeded with `seed`, so a sequence of requests replays the same.
/// - **Tokens**: when any are configured, every `/api/...` route needs `token=` with one of them (compared in
///   constant time), else `401 Unauthorized`. With none configured, any token (or none) is accepted, and each
///   distinct token still has favourites and a `randomPlay` game of its own.
/// - **Users**: see `PackAPI+Users.swift`.
/// - An unknown route, pack or id is a 404 `{"error": ...}`; a bad match parameter a 400; a method that the route
///   does not answer a 405.
public final class PackAPI: Sendable {
    /// The packs served, by name.
    public let summaries: [PackSummary]
    /// The name of the pack that the root routes of each kind serve.
    public let defaults: [ItemKind: String]

    /// The pack named `name` as it was read, answers included: what a class room asks from; nil when there is none.
    public func pack(named name: String) -> Pack? {
        packs[name]?.pack
    }

    /// Which routes answer: all of `quiz serve`'s, or only some kinds at the root, as an original server.
    public struct Layout: Sendable, Hashable {
        /// `/packs` and `/packs/NAME/...` answer.
        public var packList: Bool
        /// The kinds whose root routes answer (the check of matches aside).
        public var kinds: Set<ItemKind>
        /// `/check` answers.
        public var matchCheck: Bool
        /// The pictures beside the packs answer at `/packs/NAME/PATH`.
        public var pictures: Bool

        /// Only the pictures beside the packs, not the packs, which hold the answers: what a room served over local
        /// packs shows its players.
        public static let picturesOnly = Layout(packList: false, kinds: [], matchCheck: false, pictures: true)

        /// Every route: what `quiz serve` answers.
        public static let quizServe = Layout(
            packList: true, kinds: Set(ItemKind.allCases), matchCheck: true, pictures: true)

        /// An original service's server: no pack list, only `kinds` at the root, and the check when `matchCheck`.
        public static func original(kinds: Set<ItemKind>, matchCheck: Bool) -> Layout {
            Layout(packList: false, kinds: kinds, matchCheck: matchCheck, pictures: false)
        }
    }

    /// How many tokens' `randomPlay` games and favourites `quiz serve` keeps.
    public static let maximumTokens = 10_000

    public let layout: Layout
    /// The pictures beside the packs, served under `/packs/NAME/`.
    public let files: PackFiles
    let packs: [String: LazyServedPack]
    let summaryList: ByteBuffer
    let tokens: [String]
    let players: Mutex<QuizPlayers>
    /// The router that answers in-process, made on the first request.
    let inProcess = Mutex<RouterResponder<InProcessContext>?>(nil)

    /// Of two `packs` with the same name, the later is served; no `tokens` means the routes need none. Past
    /// `maximumTokens`, the state of the token that changed longest ago is forgotten.
    public init(
        packs: [Pack], tokens: Set<String> = [], preferredLanguage: String? = nil, seed: UInt64 = 0,
        mediaShape: MediaShape = .service, layout: Layout = .quizServe, origins: [String: String] = [:],
        files: PackFiles = PackFiles(), maximumTokens: Int = PackAPI.maximumTokens
    ) {
        self.layout = layout
        self.files = files
        let byName = Dictionary(packs.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
        let sorted = byName.values.sorted { $0.name < $1.name }
        self.packs = byName.mapValues { LazyServedPack($0, shape: mediaShape) }
        summaries = sorted.map { PackSummary($0, origin: origins[$0.name]) }
        summaryList = APIResponse.encode(summaries)
        var defaults: [ItemKind: String] = [:]
        for kind in ItemKind.allCases {
            let ofKind = sorted.filter { $0.kind == kind }
            defaults[kind] = (ofKind.first { $0.language == preferredLanguage } ?? ofKind.first)?.name
        }
        self.defaults = defaults
        self.tokens = tokens.sorted()
        players = Mutex(QuizPlayers(seed: seed, maximumTokens: maximumTokens))
    }

    /// Makes every pack ready to serve now, which is otherwise done when a route first asks for it: a server does it
    /// before it listens, so that no request waits for it.
    public func prepareAll() {
        for pack in packs.values { _ = pack.served }
    }
}

extension PackAPI.Layout {
    /// Whether `route` answers at the root in this layout.
    func answers(_ route: APIRoute) -> Bool {
        if route == .checkMatch { return matchCheck }
        return route.kind.map(kinds.contains) ?? packList
    }
}
