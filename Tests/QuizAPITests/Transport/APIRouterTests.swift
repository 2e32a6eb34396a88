import Foundation
import Hummingbird
import HummingbirdTesting
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Testing

/// The routes declared once (`APIRoute`) as the router answers them, through HummingbirdTesting's `.router`.
@Suite("the API's routes on Hummingbird's router")
struct APIRouterTests {
    private func application(_ api: PackAPI) -> some ApplicationProtocol {
        let router = Router()
        api.addRoutes(to: router)
        return Application(router: router)
    }

    /// The path and query of a URL that the client built.
    private func target(_ url: URL) -> String {
        let text = url.absoluteString
        return String(text.dropFirst("fixture://local".count))
    }

    @Test("every URL the client builds, at the root and below a pack, reaches its route with each of its methods")
    func everyRouteIsReached() async throws {
        let packs =
            SamplePacks.all + [
                Pack(
                    name: "trivia", title: "Trivia", language: "en",
                    items: .fact([FactItem(id: 1, category: "art", title: "Small", text: "The Mona Lisa is small.")])),
                Pack(
                    name: "numbers", title: "Numbers", language: "en",
                    items: .choice([
                        ChoiceItem(
                            id: 1, question: "2 + 2?", answers: [.init(answer: "4"), .init(answer: "5")], solution: 1)
                    ])),
            ]
        let api = PackAPI(packs: packs, tokens: ["t"])
        let root = APIRoutes(base: SourceAddress.fixtureBase, token: "t")
        var requests: [(HTTPRequest.Method, String)] = []
        for route in APIRoute.all + [.packList] {
            let pack = route.kind.flatMap { kind in packs.first { $0.kind == kind }?.name }
            for routes in [root] + (pack.map { [root.scoped(to: $0)] } ?? []) {
                let query = route.query.map { ($0, "1") }
                let url = routes.url(route, ["id": "1"], query: query)
                for method in route.methods {
                    requests.append((HTTPRequest.Method(method.rawValue)!, target(url)))
                }
            }
        }
        try await application(api).test(.router) { [requests] client in
            for (method, path) in requests {
                try await client.execute(uri: path, method: method) { response in
                    let body = String(buffer: response.body)
                    #expect(!body.contains("no such route"), "\(method) \(path): \(body)")
                    #expect(![401, 405].contains(response.status.code), "\(method) \(path): \(response.status)")
                }
            }
        }
    }

    @Test("a method a route does not answer is a 405 that names those it does, in the header allow too")
    func methodNotAllowed() async throws {
        try await application(PackAPI(packs: SamplePacks.all)).test(.router) { client in
            for (method, path, allowed) in [
                (HTTPRequest.Method.post, "/partidos.json", "GET, HEAD"),
                (.delete, "/packs", "GET, HEAD"),
                (.get, "/api/users/tokenOwner/favourites/1", "PUT, DELETE"),
                (.put, "/packs/cup/images/ar.png", "GET, HEAD"),
            ] {
                try await client.execute(uri: path, method: method) { response in
                    #expect(response.status == .methodNotAllowed, "\(method) \(path)")
                    #expect(response.headers[.allow] == allowed, "\(method) \(path)")
                    #expect(
                        String(buffer: response.body)
                            == #"{"error":"method \#(method.rawValue) is not allowed; this route answers \#(allowed)"}"#
                    )
                }
            }
        }
    }

    @Test("empty segments and a trailing slash reach the same route; anything else is no route, as JSON")
    func paths() async throws {
        let api = PackAPI(packs: SamplePacks.all)
        try await application(api).test(.router) { client in
            let books = try await client.execute(uri: "/books.json", method: .get)
            for path in ["//books.json", "/books.json/", "/", "/packs/novels", "/packs/novels/books.json/"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok, "\(path)")
                #expect(response.body == books.body, "\(path)")
            }
            for path in ["/nothing", "/api/quizzes/1/check/more", "/packs/cup/nothing", "/books.json/x"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(String(buffer: response.body) == #"{"error":"no such route: \#(path)"}"#)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            }
        }
    }

    @Test("below /api the token comes first: an unknown route is 401 without it and 404 with it")
    func tokenFirst() async throws {
        try await application(PackAPI(packs: SamplePacks.all, tokens: ["t"])).test(.router) { client in
            for path in ["/api/nothing", "/packs/capitals/api/nothing", "/api/quizzes/x/check"] {
                let refused = try await client.execute(uri: path, method: .get)
                #expect(refused.status == .unauthorized, "\(path)")
                #expect(String(buffer: refused.body) == "Unauthorized")
                let unknown = try await client.execute(uri: path + "?token=t", method: .get)
                #expect(unknown.status == .notFound, "\(path)")
            }
        }
    }
}
