import Foundation
import HTTPTypes
import HummingbirdTesting
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

@Suite("PackServer: the API over HTTP")
struct PackServerTests {
    static let packs = [
        Pack(
            name: "cup", title: "The cup", language: "en",
            items: .match([
                MatchItem(
                    id: 1, phase: "Final", team1: .init(name: "Argentina"), team2: .init(name: "France"), winner: 1,
                    details: "3(4)-3(2)")
            ])),
        Pack(
            name: "capitals", title: "Capitals", language: "en",
            items: .quiz([QuizItem(id: 1, question: "Capital of Peru?", answer: "Lima")])),
    ]

    @Test("one log line per request, with the token redacted")
    func logLines() async throws {
        let log = LogLines()
        try await withHTTPTransport { transport in
            try await withPackServer(PackAPI(packs: Self.packs, tokens: ["secret"]), log: log.append) { base in
                let routes = APIRoutes(base: base, token: "secret")
                _ = try await transport.send(TransportRequest(url: routes.checkQuiz(id: 1, answer: "lima")))
                _ = try await transport.send(TransportRequest(url: routes.set(of: .match)))
                _ = try await transport.send(TransportRequest(url: base.appendingPathComponent("nothing")))
            }
        }
        let lines = log.all
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { !$0.contains("secret") })
        #expect(lines[0].hasPrefix("GET /api/quizzes/1/check?answer=lima&token=*** 200 ("))
        #expect(lines[1].hasPrefix("GET /partidos.json 200 ("))
        #expect(lines[2].hasPrefix("GET /nothing 404 ("))
        #expect(lines[2].hasSuffix(" ms)"))
    }

    @Test("a list is the same bytes each time and each request is logged; a HEAD of it has no body")
    func readyReplies() async throws {
        let log = LogLines()
        var bodies: [Data] = []
        try await withHTTPTransport { transport in
            try await withPackServer(PackAPI(packs: Self.packs), log: log.append) { base in
                let list = APIRoutes(base: base).set(of: .match)
                for _ in 0..<3 {
                    let response = try await transport.send(TransportRequest(url: list))
                    #expect(response.status == 200)
                    bodies.append(response.body)
                }
                #expect(Set(bodies).count == 1)
                #expect(String(decoding: bodies[0], as: UTF8.self).contains("\"Argentina\""))
                let head = try await transport.send(TransportRequest(method: .head, url: list))
                #expect(head.status == 200)
                #expect(head.body.isEmpty)
                let again = try await transport.send(TransportRequest(url: list))
                #expect(again.body == bodies[0])
            }
        }
        let lines = log.all
        try #require(lines.count == 5)
        let get = "GET /partidos.json 200 (\(bodies[0].count) bytes, "
        #expect([0, 1, 2, 4].allSatisfy { lines[$0].hasPrefix(get) }, "\(lines)")
        #expect(lines[3].hasPrefix("HEAD /partidos.json 200 (0 bytes, "))
    }

    @Test("a second run with offline reads the cache and sends no request to the server")
    func offlineSecondRun() async throws {
        let cache = DownloadCache(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent("quiz-http-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        let log = LogLines()
        try await withHTTPTransport { transport in
            try await withPackServer(PackAPI(packs: Self.packs), log: log.append) { base in
                let routes = APIRoutes(base: base)
                let online = Downloader(transport: transport, routes: routes, cache: cache)
                let first = try await online.pack(try #require(try await online.packs().first { $0.name == "cup" }))
                let requests = log.all.count
                let offline = Downloader(transport: transport, routes: routes, cache: cache, offline: true)
                let again = try await offline.pack(try #require(try await offline.packs().first { $0.name == "cup" }))
                #expect(again == first)
                #expect(log.all.count == requests)
            }
        }
    }

    @Test("the log masks the token however the request spells it, through the server's router")
    func logThroughTheRouter() async throws {
        let log = LogLines()
        let server = PackServer(api: PackAPI(packs: Self.packs, tokens: ["secret"]), log: log.append)
        try await server.application().test(.router) { client in
            for target in [
                "/api/quizzes/1?token=secret", "/api/quizzes/1?%74oken=secret&x=1", "/api/quizzes/1?token=wrong",
            ] {
                _ = try await client.execute(uri: target, method: .get)
            }
        }
        let lines = log.all
        try #require(lines.count == 3)
        #expect(lines[0].hasPrefix("GET /api/quizzes/1?token=*** 200 ("))
        #expect(lines[1].hasPrefix("GET /api/quizzes/1?%74oken=***&x=1 200 ("))
        #expect(lines[2].hasPrefix("GET /api/quizzes/1?token=*** 401 (12 bytes, "))
        #expect(lines.allSatisfy { !$0.contains("secret") && !$0.contains("wrong") })
    }

    @Test("a port in use is an error that says so and what to do")
    func portInUse() async throws {
        try await withPackServer(PackAPI(packs: Self.packs)) { base in
            let port = try #require(base.port)
            let second = PackServer(api: PackAPI(packs: Self.packs), configuration: .init(port: port), log: { _ in })
            let error = await #expect(throws: PackServer.ListenError.self) {
                try await second.run(handlingSignals: false)
            }
            #expect(
                error?.description
                    == "cannot listen on 127.0.0.1:\(port): address already in use; choose another --port or stop what "
                    + "is using it")
        }
    }

    @Test("an address not of this machine is an error whose advice is about --host, not the port")
    func foreignHost() async throws {
        // 192.0.2.1 is kept for documentation (RFC 5737): no machine has it.
        let server = PackServer(
            api: PackAPI(packs: Self.packs), configuration: .init(host: "192.0.2.1", port: 0), log: { _ in })
        let error = await #expect(throws: PackServer.ListenError.self) { try await server.run(handlingSignals: false) }
        #expect(
            error?.description
                == "cannot listen on 192.0.2.1:0: cannot assign requested address; give --host an address of this "
                + "machine, such as 127.0.0.1 (this machine only) or 0.0.0.0 (every network)")
    }

    @Test("a 404 echoes at most 100 characters of a long pack name or path")
    func longNamesCut() async throws {
        let long = String(repeating: "x", count: 10_000)
        let shown = String(repeating: "x", count: 100) + "…"
        try await withHTTPTransport { transport in
            try await withPackServer(PackAPI(packs: Self.packs)) { base in
                for (path, message) in [
                    ("packs/\(long)/films.json", "there is no pack named \"\(shown)\""),
                    (long, "no such route: /" + String(repeating: "x", count: 99) + "…"),
                ] {
                    let response = try await transport.send(TransportRequest(url: base.appendingPathComponent(path)))
                    #expect(response.status == 404)
                    #expect(try JSONDecoder().decode([String: String].self, from: response.body) == ["error": message])
                }
            }
        }
    }
}
