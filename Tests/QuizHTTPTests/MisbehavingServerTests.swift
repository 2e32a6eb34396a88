import Foundation
import HTTPTypes
import Hummingbird
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Synchronization
import Testing

/// A server that misbehaves in the way the first segment of the path says: `/html/partidos.json` answers an HTML
/// page, `/silent/...` never answers, and so on. It counts the requests of each behaviour.
private final class MisbehavingServer: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    static let matches =
        #"[{"id": 1, "phase": "Final", "team1": {"name": "Argentina"}, "#
        + #""team2": {"name": "France"}, "winner": 1, "details": "3(4)-3(2)"}]"#

    func requests(_ behaviour: String) -> Int { counts.withLock { $0[behaviour, default: 0] } }

    func respond(to request: Request) async throws -> Response {
        let behaviour = request.uri.path.split(separator: "/").first.map(String.init) ?? ""
        let count = counts.withLock { counts in
            counts[behaviour, default: 0] += 1
            return counts[behaviour]!
        }
        switch behaviour {
        case "silent":
            try await Task.sleep(for: .seconds(30))
            return Self.reply(200, Self.matches)
        case "flaky":
            return count == 1 ? Self.reply(500, #"{"error": "try again"}"#) : Self.reply(200, Self.matches)
        case "down": return Self.reply(500, #"{"error": "database down"}"#)
        case "html":
            return Self.reply(
                200, "<!DOCTYPE html><html><body>Welcome to the hotel wifi</body></html>", type: "text/html")
        case "truncated": return Self.reply(200, String(Self.matches.prefix(40)))
        case "wrong-shape": return Self.reply(200, Self.matches.replacingOccurrences(of: #""France""#, with: "2"))
        case "no-such-winner":
            return Self.reply(200, Self.matches.replacingOccurrences(of: #""winner": 1"#, with: #""winner": 3"#))
        case "big": return Self.reply(200, "[" + String(repeating: " ", count: 2 * 1024 * 1024) + "]")
        default: return Self.reply(200, Self.matches)
        }
    }

    private static func reply(_ status: Int, _ body: String, type: String = "application/json") -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        return Response(
            status: .init(code: status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}

@Suite("HTTPTransport against a misbehaving server: typed errors naming the URL, state untouched")
struct MisbehavingServerTests {
    private static let configuration = {
        var configuration = HTTPTransport.Configuration()
        configuration.timeout = .seconds(3)
        configuration.bodyLimit = 1024 * 1024
        return configuration
    }()

    @Test(
        "each bad answer is one clear error, and the transport then works as before", .timesDeadlines,
        arguments: [
            ("html", "unexpected answer: an HTML page, where JSON was expected"),
            ("truncated", "unexpected answer: JSON that is cut off or broken"),
            (
                "wrong-shape",
                "unexpected answer at [0].team2.name: must be a string, found a number (line 1, column 80)"
            ),
            ("no-such-winner", "unexpected answer at [0].winner: must be 1 or 2, found 3 (line 1, column 101)"),
            ("big", "the server's answer is larger than the limit of 1 MiB"),
            ("down", "the server answered 500: database down"),
            ("silent", "the server did not answer within 3 s; check that it is running, or give a longer --timeout"),
        ])
    func badAnswer(behaviour: String, reason: String) async throws {
        let server = MisbehavingServer()
        try await withHTTPTransport(Self.configuration) { transport in
            try await withServer(server.respond) { base in
                let good = Downloader(
                    transport: transport, routes: APIRoutes(base: base.appendingPathComponent("good")))
                let played = try await good.items(of: .match)
                let url = base.appendingPathComponent(behaviour).appendingPathComponent("partidos.json")
                let started = ContinuousClock.now
                do throws(TransportError) {
                    _ = try await Downloader(
                        transport: transport, routes: APIRoutes(base: url.deletingLastPathComponent())
                    )
                    .items(of: .match)
                    Issue.record("no error for \(behaviour)")
                } catch {
                    #expect(error.description == "\(url.absoluteString): \(reason)")
                    #expect(error.url == url)
                }
                #expect(started.duration(to: .now) < .seconds(4))
                #expect(try await good.items(of: .match) == played)
            }
        }
    }

    @Test("a 500 then a 200: the retry succeeds; a server that stays down is asked three times")
    func retries() async throws {
        let server = MisbehavingServer()
        // A deadline no busy machine reaches: every retry fits in it.
        var configuration = Self.configuration
        configuration.timeout = .seconds(120)
        try await withHTTPTransport(configuration) { transport in
            try await withServer(server.respond) { base in
                let flaky = try await transport.send(
                    TransportRequest(url: base.appendingPathComponent("flaky/partidos.json")))
                #expect(flaky.status == 200)
                #expect(server.requests("flaky") == 2)
                let down = try await transport.send(
                    TransportRequest(url: base.appendingPathComponent("down/partidos.json")))
                #expect(down.status == 500)
                #expect(server.requests("down") == 3)
                let post = try await transport.send(
                    TransportRequest(method: .post, url: base.appendingPathComponent("down/partidos.json")))
                #expect(post.status == 500)
                #expect(server.requests("down") == 4)
            }
        }
    }

    @Test("a refused connection fails at once, not at the deadline")
    func refused() async throws {
        var closed: URL?
        try await withServer(MisbehavingServer().respond) { base in closed = base }
        let url = try #require(closed).appendingPathComponent("partidos.json")
        // A deadline far from what "at once" means even on a machine busy with other tests.
        var configuration = Self.configuration
        configuration.timeout = .seconds(120)
        try await withHTTPTransport(configuration) { transport in
            let started = ContinuousClock.now
            await #expect(throws: TransportError.connectionFailed(url: url, reason: "connection refused")) {
                try await transport.send(TransportRequest(url: url))
            }
            #expect(started.duration(to: .now) < .seconds(60))
        }
    }
}
