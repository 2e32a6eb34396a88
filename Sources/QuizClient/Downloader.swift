import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// Loads question sets and their images through a transport, and keeps copies of them for offline play.
///
/// Every failure is a `TransportError` that names the URL, and a failed download returns nothing, so what the caller
/// holds stays as it was. With a cache, every body that decodes is stored, and stands in for a later failed request
/// (see `load`). With `offline`, only the cache is read and nothing is sent.
public actor Downloader {
    public static let defaultConcurrency = 8

    /// How far one download (of a pack, a list, a set of images) may go before the server is taken to be sending
    /// without end: it then fails with `.downloadTooLarge`, and nothing of it is kept.
    public struct Limits: Sendable, Hashable {
        public var pages = 1000
        public var items = 100_000
        public var bytes = 64 * 1024 * 1024

        public init() {}
    }

    public nonisolated let routes: APIRoutes
    public nonisolated let transport: any Transport
    private let cache: DownloadCache?
    private let offline: Bool
    let concurrency: Int
    private let report: @Sendable (DownloadEvent) -> Void
    private let limits: Limits
    private var progress = DownloadProgress()
    /// Bodies of a download of many pages, kept back until the last page has arrived.
    private var pendingCopies: [(url: URL, body: Data)]?
    /// The error of the request that found a server (`host:port`) unreachable, for its later requests; or, once the
    /// server has answered, the error of each address that timed out, for that address alone.
    private var unreachable: [String: TransportError] = [:]
    /// The servers that answered a request, whatever its status.
    private var answering: Set<String> = []

    /// `routes.pack`, when set, chooses the pack that `items(of:)` loads; `report` is called with progress and notices
    /// on the downloader's executor: keep it quick.
    public init(
        transport: any Transport, routes: APIRoutes, cache: DownloadCache? = nil, offline: Bool = false,
        concurrency: Int = defaultConcurrency, limits: Limits = Limits(),
        report: @escaping @Sendable (DownloadEvent) -> Void = { _ in }
    ) {
        self.limits = limits
        self.transport = transport
        self.routes = routes
        self.cache = cache
        self.offline = offline
        self.concurrency = max(1, concurrency)
        self.report = report
    }

    /// `GET /packs`: the packs the server holds. A server without that list (a 404) is one of the original APIs:
    /// each kind's set is asked for at its route, and each that answers is a pack named after its kind
    /// (`quizzes`, `matches`, `books`, `films`) whose title is the set's URL. The kinds that did not answer are
    /// in `missingKinds`; when none answers, the error is the first kind's that is not a 404 (a refused token, an HTML
    /// page), else `.nothingServed` (`.notSynced` offline).
    public func packs() async throws(TransportError) -> [PackSummary] {
        begin(expecting: nil)
        do {
            let list = try await load(from: routes.packs()) { data, url throws(TransportError) in
                try ResponseDecoding.decode([PackSummary].self, from: data, url: url)
            }
            (rootPacks, missingKinds) = ([:], [:])
            return list
        } catch {
            guard Self.hasNoPackList(error) else { throw error }
        }
        return try await discoverKinds()
    }

    /// The kinds that an original-style server did not answer at the last `packs()`, with why.
    public private(set) var missingKinds: [ItemKind: TransportError] = [:]
    /// The packs found by asking each kind's route, by name.
    private var rootPacks: [String: ItemKind] = [:]

    private static func hasNoPackList(_ error: TransportError) -> Bool {
        switch error {
        case .status(_, 404, _), .notCached: true
        case .uncached(let inner): hasNoPackList(inner)
        default: false
        }
    }

    /// The first of `missing`, in the order the kinds are asked, that is not a route the server lacks: a kind it has
    /// but could not serve (an HTML page, a 500, no answer in time), or whose token it refused. The books' route is
    /// the server's root, where a site that serves no books answers its home page: that is a route it lacks.
    public static func firstFailure(_ missing: [ItemKind: TransportError]) -> TransportError? {
        ItemKind.originals.lazy.compactMap { kind in
            missing[kind].flatMap { error in
                if hasNoPackList(error) { return nil }
                if kind == .book, case .malformedBody = error.withoutCache { return nil }
                return error
            }
        }.first
    }

    private func discoverKinds() async throws(TransportError) -> [PackSummary] {
        var found: [PackSummary] = []
        var missing: [ItemKind: TransportError] = [:]
        let root = routes.scoped(to: nil)
        for kind in ItemKind.originals {
            do throws(TransportError) {
                let items = try await items(of: kind)
                found.append(
                    PackSummary(
                        name: kind.plural, kind: kind, title: root.set(of: kind).redactingToken, language: "-",
                        count: items.count))
            } catch {
                if case .cancelled = error { throw error }
                missing[kind] = error
            }
        }
        guard !found.isEmpty else {
            throw Self.firstFailure(missing)
                ?? (offline ? .notSynced(url: routes.base) : .nothingServed(url: routes.base))
        }
        rootPacks = Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0.kind) })
        missingKinds = missing
        return found
    }

    /// `count` different quizzes of the pack that `summary` describes, drawn with `/api/quizzes/random` as the
    /// real service's clients do: a quiz drawn again is drawn over, up to ten times `count` requests in all, so
    /// that a pack with fewer quizzes gives what it has. A `{"nomore": true}` ends the drawing.
    public func randomQuizzes(_ summary: PackSummary, count: Int) async throws(TransportError) -> Pack {
        begin(expecting: count)
        let url = routes(for: summary.name).randomQuiz()
        var quizzes: [QuizItem] = []
        var seen = Set<Int>()
        for _ in 0..<(count * 10) where quizzes.count < count {
            let drawn = try await load(from: url, cached: false) { data, url throws(TransportError) -> QuizItem? in
                let document = try ResponseDecoding.document(data, url: url)
                if document["nomore"]?.content == .bool(true) { return nil }
                return try ResponseDecoding.quiz(document, path: "", url: url)
            }
            guard let quiz = drawn else { break }
            if seen.insert(quiz.id).inserted {
                quizzes.append(quiz)
                advance(items: 1)
            }
        }
        return Pack(name: summary.name, title: summary.title, language: summary.language, items: .quiz(quizzes))
    }

    /// The routes of the pack named `name`: at the root for a set found on an original-style server, else under
    /// `/packs/NAME`.
    public func routes(for name: String) -> APIRoutes {
        routes.scoped(to: rootPacks[name] == nil ? name : nil)
    }

    /// The pack that `summary` (from `packs()`) describes, with all its items; of a pack of quizzes, only those whose
    /// question contains `search` when it is given, as the service's pages find them.
    public func pack(_ summary: PackSummary, search: String? = nil) async throws(TransportError) -> Pack {
        let scope = rootPacks[summary.name] == summary.kind ? nil : summary.name
        begin(expecting: search == nil ? summary.count : nil)
        let routes = self.routes.scoped(to: scope)
        let items =
            summary.kind == .quiz
            ? .quiz(try await quizzes(routes, search: search)) : try await list(summary.kind, in: routes)
        return Pack(name: summary.name, title: summary.title, language: summary.language, items: items)
    }

    /// Every item of a set of `kind`: of the pack the routes address, or else of the server's default set of that kind.
    public func items(of kind: ItemKind) async throws(TransportError) -> PackItems {
        begin(expecting: nil)
        return kind == .quiz ? .quiz(try await quizzes(routes)) : try await list(kind, in: routes)
    }

    // MARK: Sets

    /// The items of `kind` that its route answers as one array: any kind but quizzes, which come in pages.
    private func list(_ kind: ItemKind, in routes: APIRoutes) async throws(TransportError) -> PackItems {
        let limit = limits.items
        // Counted as the body is decoded, before it is kept: a set over the limit leaves the offline copy as it was.
        let items = try await load(from: routes.set(of: kind)) { data, url throws(TransportError) in
            let items = try ResponseDecoding.items(
                ResponseDecoding.document(data, url: url), kind: kind, path: "", url: url)
            guard items.count <= limit else { throw .downloadTooLarge(url: url, limit: .items(limit)) }
            return items
        }
        advance(items: items.count)
        return items
    }

    /// The link to the next page, read as the page's message; its quizzes are read as items.
    private struct PageLink: Decodable {
        var nextUrl: String?
    }

    /// A page of quizzes: `{"quizzes": [...], "nextUrl": "..."}`.
    private static func page(_ data: Data, url: URL) throws(TransportError) -> (quizzes: [QuizItem], nextUrl: String?) {
        let document = try ResponseDecoding.document(data, url: url)
        guard case .object = document.content else {
            throw .malformedBody(url: url, path: "", reason: "expected an object, found \(document.typeDescription)")
        }
        let link = try ResponseDecoding.decode(PageLink.self, from: data, url: url)
        guard
            case .quiz(let quizzes) = try ResponseDecoding.items(
                document["quizzes"], kind: .quiz, path: "quizzes", url: url)
        else { return ([], link.nextUrl) }
        return (quizzes, link.nextUrl)
    }

    /// Every page from 1 until `nextUrl` is empty or a page is. A page that only repeats quizzes already received
    /// (a server that ignores `pageno`) is an error rather than an endless loop, and so is going past the limits.
    /// The pages are kept for offline play only once the last one has arrived.
    private func quizzes(_ routes: APIRoutes, search: String? = nil) async throws(TransportError) -> [QuizItem] {
        var quizzes: [QuizItem] = []
        var seen = Set<Int>()
        pendingCopies = []
        defer { pendingCopies = nil }
        for number in 1... {
            let url = routes.quizPage(number, search: search)
            guard number <= limits.pages else { throw .downloadTooLarge(url: url, limit: .pages(limits.pages)) }
            let page = try await load(from: url) { data, url throws(TransportError) in try Self.page(data, url: url) }
            let fresh = page.quizzes.filter { seen.insert($0.id).inserted }
            if fresh.isEmpty && !page.quizzes.isEmpty {
                throw .malformedBody(
                    url: url, path: "quizzes", reason: "page \(number) repeats quizzes already received")
            }
            quizzes += fresh
            advance(items: fresh.count)
            guard quizzes.count <= limits.items else { throw .downloadTooLarge(url: url, limit: .items(limits.items)) }
            guard let next = page.nextUrl, !next.isEmpty, !fresh.isEmpty else { break }
        }
        let copies = pendingCopies ?? []
        pendingCopies = nil
        for copy in copies { keep(copy.body, for: copy.url) }
        return quizzes
    }

    // MARK: Requests and the cache

    /// The body of `url` made into a value by `decode`; from the cache when offline or when the request fails, unless
    /// not `cached`, for a request whose every answer differs.
    func load<Value>(
        from url: URL, cached: Bool = true, bodyLimit: Int? = nil, decode: (Data, URL) throws(TransportError) -> Value
    ) async throws(TransportError) -> Value {
        guard !Task.isCancelled else { throw .cancelled(url: url) }
        if offline {
            guard cached, let copy = cache?.copy(of: url) else { throw .notCached(url: url) }
            advance(bytes: copy.data.count)
            return try decode(copy.data, url)
        }
        do throws(TransportError) {
            let response = try await fetch(url, bodyLimit: bodyLimit)
            advance(bytes: response.body.count)
            guard progress.bytes <= limits.bytes else {
                throw .downloadTooLarge(url: url, limit: .bytes(limits.bytes))
            }
            let body = try ResponseDecoding.body(of: response, from: url)
            let value = try decode(body, url)
            if cached { keep(body, for: url) }
            return value
        } catch {
            guard cached, let cache, Self.fallsBack(error) else { throw error }
            guard let copy = cache.copy(of: url), let value = try? decode(copy.data, url) else {
                throw .uncached(error)
            }
            report(.notice(.usingCachedCopy(url: url, storedAt: copy.storedAt, because: error)))
            return value
        }
    }

    /// Sends a request to `url`, unless its server, or this address of a server that answers others, did not answer
    /// an earlier one: then fails at once with that request's error, rather than waiting out the deadline again at
    /// each command.
    private func fetch(_ url: URL, bodyLimit: Int?) async throws(TransportError) -> TransportResponse {
        let server = "\(url.host ?? ""):\(url.port ?? 0)"
        if let failure = unreachable[server] ?? unreachable[url.absoluteString] { throw failure }
        do throws(TransportError) {
            let response = try await transport.send(TransportRequest(url: url, bodyLimit: bodyLimit))
            answering.insert(server)
            return response
        } catch {
            switch error {
            case .timedOut, .connectionFailed:
                // Not when the address that failed is another, which the server redirected to: the server answered.
                if "\(error.url.host ?? ""):\(error.url.port ?? 0)" == server {
                    unreachable[answering.contains(server) ? url.absoluteString : server] = error
                }
            default: break
            }
            throw error
        }
    }

    /// Forgets which servers did not answer.
    public func retryServers() {
        unreachable = [:]
        answering = []
    }

    /// Whether a failure is one a cached copy may stand in for: the network's or the server's, not the request's.
    public static func fallsBack(_ error: TransportError) -> Bool {
        switch error {
        case .timedOut, .connectionFailed, .bodyTooLarge, .malformedBody, .redirectLoop: true
        case .status(_, let code, _): code >= 500
        case .cancelled, .notCached, .uncached, .nothingServed, .notSynced, .downloadTooLarge, .badAddress, .noSuchFile,
            .retryLater:
            false
        }
    }

    private func keep(_ body: Data, for url: URL) {
        if pendingCopies != nil {
            pendingCopies?.append((url, body))
            return
        }
        guard let cache else { return }
        do throws(DownloadCache.WriteError) {
            try cache.store(body, for: url)
        } catch {
            report(.notice(.notCached(error)))
        }
    }

    // MARK: Progress

    func begin(expecting count: Int?) {
        progress = DownloadProgress(expectedItems: count)
    }

    func advance(items: Int = 0, bytes: Int = 0) {
        progress.items += items
        progress.bytes += bytes
        report(.progress(progress))
    }
}
