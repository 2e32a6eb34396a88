import Foundation
import HummingbirdTesting
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Testing

/// `quiz serve` speaking HTTP/1.1 with clients that pipeline, half-close, speak HTTP/1.0 or send garbage: every
/// request gets its answer, in order, and the connection ends when it should.
@Suite("quiz serve's HTTP/1.1 with clients of every kind")
struct ServeProtocolTests {
    private static let api = PackAPI(packs: [
        Pack(
            name: "films", title: "Films", language: "en",
            items: .film([FilmItem(id: 1, title: "Jaws", question: "Spielberg directed it", answer: true)]))
    ])
    private static let server = PackServer(api: api, configuration: .init(port: 0), log: { _ in })
    /// `quiz serve` as it runs, with class rooms: its channel may become a WebSocket.
    private static let serverWithRooms = PackServer(
        api: api, configuration: .init(port: 0), rooms: RoomHub(packs: { api.pack(named: $0) }, seed: 42),
        log: { _ in })

    /// The status lines of the answers in `text`, each of which begins right after the previous answer's body.
    private func statuses(_ text: String) -> [String] {
        text.components(separatedBy: "HTTP/1.").dropFirst().map { "HTTP/1." + $0.prefix { $0 != "\r\n" } }
    }

    @Test("pipelined requests sent at once, then a half-close: every answer in order, then the end of the connection")
    func pipelinedThenHalfClosed() async throws {
        try await Self.server.application().test(.live) { client in
            let port = try #require(client.port)
            let socket = try RawSocket(port: port)
            let request = "GET /films.json HTTP/1.1\r\nHost: x\r\n\r\nGET /nothing HTTP/1.1\r\nHost: x\r\n\r\n"
            try socket.send(String(repeating: request, count: 20))
            socket.finishSending()
            let received = try #require(try await socket.readToEnd(within: 5))
            let expected = Array(repeating: ["HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found"], count: 20).flatMap { $0 }
            #expect(statuses(received) == expected)
            #expect(received.components(separatedBy: "\"Spielberg directed it\"").count == 21)
            #expect(received.hasSuffix("{\"error\":\"no such route: /nothing\"}"))
        }
    }

    @Test("Connection: close gets one answer, and the connection ends")
    func closingClient() async throws {
        try await Self.server.application().test(.live) { client in
            let port = try #require(client.port)
            let request = "GET /films.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            let socket = try RawSocket(port: port)
            try socket.send(request + request)
            let received = try #require(try await socket.readToEnd(within: 5))
            #expect(statuses(received).count == 1, "\(received)")
            #expect(received.lowercased().contains("\r\ndate: "))
            #expect(received.hasSuffix("]"))
        }
    }

    /// Hummingbird reads every request as HTTP/1.1 and keeps its connection until `Connection: close` or the idle
    /// timeout: an HTTP/1.0 client reads its answer to the end by its `Content-Length`, and closes the connection.
    @Test("an HTTP/1.0 request gets its answer with the length of its body")
    func http10() async throws {
        try await Self.server.application().test(.live) { client in
            let port = try #require(client.port)
            let socket = try RawSocket(port: port)
            try socket.send("GET /films.json HTTP/1.0\r\n\r\n")
            socket.finishSending()
            let received = try #require(try await socket.readToEnd(within: 5))
            let body = try #require(received.components(separatedBy: "\r\n\r\n").last)
            #expect(statuses(received).count == 1, "\(received)")
            #expect(received.lowercased().contains("\r\ncontent-length: \(body.utf8.count)\r\n"))
            #expect(body.hasSuffix("]"))
        }
    }

    @Test("an HTTP/1.0 client that asks to keep the connection gets keep-alive and a second answer on it")
    func keepAliveOnHTTP10() async throws {
        try await Self.server.application().test(.live) { client in
            let port = try #require(client.port)
            let socket = try RawSocket(port: port)
            let request = "HEAD /films.json HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
            try socket.send(request)
            #expect(try await socket.status() == 200)
            #expect(!socket.isClosedByPeer())
            try socket.send(request)
            #expect(try await socket.status() == 200)
        }
    }

    @Test(
        "a request that cannot be read gets a 400 or 431 that says why at once, and the connection ends",
        arguments: [false, true])
    func unreadableRequests(withRooms: Bool) async throws {
        let unreadable = [
            ("GARBAGE\u{1B}[2J\r\n\r\n", "400 Bad Request", "cannot be read as HTTP/1.1 (invalid HTTP method)"),
            (
                "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n",
                "431 Request Header Fields Too Large",
                "the request's line and headers are over the most this server reads: 80 KB, 1000 headers"
            ),
            (
                "GET /films.json HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 100_000) + "\r\n\r\n",
                "431 Request Header Fields Too Large", "the most this server reads: 80 KB, 1000 headers"
            ),
            (
                "GET /films.json HTTP/1.1\r\n" + (0..<1200).map { "X-\($0): a\r\n" }.joined() + "\r\n",
                "431 Request Header Fields Too Large", "80 KB, 1000 headers"
            ),
        ]
        try await (withRooms ? Self.serverWithRooms : Self.server).application().test(.live) { client in
            let port = try #require(client.port)
            for (request, status, words) in unreadable {
                let socket = try RawSocket(port: port)
                try socket.send(request)
                let received = try #require(try await socket.readToEnd(within: 5), "no end to \(status)")
                #expect(received.hasPrefix("HTTP/1.1 \(status)\r\n"), "\(received)")
                #expect(received.contains(words) && received.hasSuffix("\"}"), "\(received)")
            }
            let next = try RawSocket(port: port)
            try next.send("GET /films.json HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await next.status() == 200)
        }
    }
}
