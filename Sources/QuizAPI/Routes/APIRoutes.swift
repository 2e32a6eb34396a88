import Foundation
import QuizCore
import QuizPacks

/// The URLs of the quiz APIs on one server, built from the routes' declarations (`APIRoute`) and a base URL.
///
/// Query values are percent-encoded so that any answer arrives intact: `a&token=x ñ` becomes
/// `a%26token%3Dx%20%C3%B1`. A per-kind override gives one kind of set its own host, as the books API had.
/// `scoped(to:)` addresses one pack of a server that holds several: `/packs/NAME/...`. The token goes on the quiz
/// routes only.
public struct APIRoutes: Sendable, Hashable {
    public var base: URL
    public var overrides: [ItemKind: URL]
    public var token: String?
    /// The pack the routes address, or nil for a server's default packs.
    public var pack: String?
    /// The base URL of the matches' `/check` when it is on another host, as in the exam.
    public var checkBase: URL?

    public init(
        base: URL, overrides: [ItemKind: URL] = [:], token: String? = nil, pack: String? = nil, checkBase: URL? = nil
    ) {
        self.base = base
        self.overrides = overrides
        self.token = token
        self.pack = pack
        self.checkBase = checkBase
    }

    /// The same routes addressing one pack by name.
    public func scoped(to pack: String?) -> APIRoutes {
        var copy = self
        copy.pack = pack
        return copy
    }

    /// The URL of `route` on this server: its parameters (`id` for `:id`) and query filled in and percent-encoded,
    /// below `/packs/NAME` when the routes address one pack, on the kind's own host when it has one, with the token
    /// when the route needs it.
    public func url(
        _ route: APIRoute, _ parameters: [String: String] = [:], query: [(String, String)] = []
    ) -> URL {
        assert(query.allSatisfy { route.query.contains($0.0) }, "\(route.path) reads no \(query.map(\.0))")
        let token = route.needsToken ? self.token.map { [("token", $0)] } ?? [] : []
        guard let kind = route.kind else { return url(base, route.path(parameters), query) }
        if route == .checkMatch, let checkBase, pack == nil { return url(checkBase, route.path(parameters), query) }
        let prefix = pack.map { ["packs", $0] } ?? []
        return url(overrides[kind] ?? base, prefix + route.path(parameters), query + token)
    }

    /// `GET /packs`: the packs a server holds.
    public func packs() -> URL { url(.packList) }

    public func randomQuiz() -> URL { url(.randomQuiz) }

    public func checkQuiz(id: Int, answer: String) -> URL {
        url(.checkQuiz, ["id": String(id)], query: [("answer", answer)])
    }

    /// Page `number` of the quizzes; of those whose question contains `search`, when given.
    public func quizPage(_ number: Int, search: String? = nil) -> URL {
        url(.quizPage, query: [("pageno", String(number))] + (search.map { [("search", $0)] } ?? []))
    }

    public func quizAnswer(id: Int) -> URL { url(.quizAnswer, ["id": String(id)]) }

    public func checkMatch(id: Int, winner: Int) -> URL {
        url(.checkMatch, query: [("id", String(id)), ("winner", String(winner))])
    }

    /// The URL of a picture that an item of `kind` links to: the link itself when it is a URL, else the path beside
    /// the pack (`images/ar.png`) resolved against the pack's URL, `/packs/NAME/images/ar.png` (or the root's, or
    /// the host of the kind's own URL); nil when the link is neither.
    public func picture(_ link: String, of kind: ItemKind) -> URL? {
        if WebAddress.isValid(link) { return URL(string: link) }
        guard PicturePath.isValid(link) else { return nil }
        let prefix = pack.map { ["packs", $0] } ?? []
        return url(overrides[kind] ?? base, prefix + link.split(separator: "/").map(String.init))
    }

    /// The route that lists a whole set of the given kind: the first page for quizzes, the books at the root (as
    /// the books API serves them), and every item of a pack for the kinds that only mixed packs hold.
    public func set(of kind: ItemKind) -> URL {
        if kind == .quiz { return quizPage(1) }
        return url(APIRoute.lists.first { $0.kind == kind } ?? .mixedItems)
    }

    private func url(_ root: URL, _ path: [String], _ query: [(String, String)] = []) -> URL {
        var text = root.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        for segment in path { text += "/" + Self.encode(segment) }
        if path.isEmpty { text += "/" }
        if !query.isEmpty {
            text += "?" + query.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        }
        guard let url = URL(string: text) else { preconditionFailure("routes built an invalid URL: \(text)") }
        return url
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    public static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
