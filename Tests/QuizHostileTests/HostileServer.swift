import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// A server on 127.0.0.1 that misbehaves in the way the first segment of the path says (`/drip/films.json` sends
/// its answer a byte at a time, `/endless/api/quizzes?pageno=N` has always one more page...), and counts the
/// requests of each behaviour.
final class HostileServer: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    static let films = #"[{"id": 1, "title": "Jaws", "question": "Spielberg directed it", "answer": true}]"#

    /// Films whose every text field commands the terminal: a window title, a screen clear, a bidi override.
    static let escapingFilms =
        #"[{"id": 1, "title": "\u001b]0;pwned\u0007Jaws\u001b[2J", "posterUrl": "https://x.test/\u001b[31m.jpg", "#
        + #""question": "Spielberg\u202e directed it\u009b", "answer": true}]"#

    /// A pack list whose name climbs out of the packs folder, as a lock file's name would.
    static let badlyNamedPacks =
        #"[{"name": "/../../../x-lock", "kind": "film", "title": "X", "language": "en", "count": 1}]"#

    func requests(_ behaviour: String) -> Int { counts.withLock { $0[behaviour, default: 0] } }

    func respond(to request: Request) async throws -> Response {
        let segments = request.uri.path.split(separator: "/").map(String.init)
        let behaviour = segments.first ?? ""
        counts.withLock { $0[behaviour, default: 0] += 1 }
        switch behaviour {
        case "silent":
            try await Task.sleep(for: .seconds(30))
            return Self.reply(200, Self.films)
        case "down":
            return Self.reply(503, #"{"error": ""# + String(repeating: "database down ", count: 200) + #""}"#)
        case "long-error":
            return Self.reply(503, #"{"error": ""# + String(repeating: "database down ", count: 100_000) + #""}"#)
        case "error-page":
            let page =
                "<html><head><title>500 Internal Server Error</title></head>\n<body><h1>Database\u{1B}[2J down</h1>"
            return Self.reply(
                500, page + String(repeating: "<p>trace line</p>", count: 1000) + "</body></html>", type: "text/html")
        case "html-kinds" where segments.last == "packs":
            return Self.reply(404, #"{"error": "no such route"}"#)
        case "html", "html-kinds":
            return Self.reply(200, "<!DOCTYPE html><html><body>Log in to the wifi</body></html>", type: "text/html")
        case "home-page":
            switch segments.last {
            case "films.json": return Self.reply(200, Self.films)
            case "home-page":
                return Self.reply(200, "<!DOCTYPE html><html><body>Welcome</body></html>", type: "text/html")
            default: return Self.reply(404, #"{"error": "no such route"}"#)
            }
        case "truncated":
            return Self.reply(200, String(Self.films.prefix(30)))
        case "wrong-shape":
            return Self.reply(200, Self.films.replacingOccurrences(of: #""Jaws""#, with: "[]"))
        case "huge":
            return Self.reply(200, "[" + String(repeating: " ", count: 4 * 1024 * 1024) + "]")
        case "deep":
            return Self.reply(200, String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000))
        case "drip":
            return Self.drip(Self.films, every: .milliseconds(200))
        case "endless":
            let page = Int(request.uri.queryParameters["pageno"].map(String.init) ?? "1") ?? 1
            return Self.reply(
                200,
                #"{"quizzes": [{"id": \#(page), "question": "Question \#(page)?"}], "nextUrl": "/?pageno=\#(page + 1)"}"#
            )
        case "loop":
            var headers = HTTPFields()
            headers[.location] = request.uri.path
            return Response(status: .found, headers: headers)
        case "bad-names":
            return Self.reply(200, Self.badlyNamedPacks)
        case "escapes":
            switch segments.last {
            case "films.json": return Self.reply(200, Self.escapingFilms)
            case "partidos.json": return Self.reply(500, #"{"error": "\u001b[2J\u001b]0;owned\u0007 server broke"}"#)
            default: return Self.reply(404, #"{"error": "no such route"}"#)
            }
        default:
            return Self.reply(200, Self.films)
        }
    }

    private static func reply(_ status: Int, _ body: String, type: String = "application/json") -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        return Response(
            status: .init(code: status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// `body` one byte at a time, `every` apart.
    private static func drip(_ body: String, every pause: Duration) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.contentLength] = String(body.utf8.count)
        let bytes = Array(body.utf8)
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                for byte in bytes {
                    try await Task.sleep(for: pause)
                    try await writer.write(ByteBuffer(bytes: [byte]))
                }
                try await writer.finish(nil)
            })
    }

    /// Runs the server on a free loopback port for as long as `body` runs, and gives `body` its base URL.
    func run(_ body: (URL) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            defer { continuation.finish() }
            let app = Application(
                responder: CallbackResponder<BasicRequestContext> { request, _ in try await self.respond(to: request) },
                configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
                onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
                logger: Logger(label: "hostile", factory: { _ in SwiftLogNoOpLogHandler() }))
            try await app.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await server.value
            throw CancellationError()
        }
        do {
            try await body(URL(string: "http://127.0.0.1:\(port)")!)
        } catch {
            server.cancel()
            _ = await server.result
            throw error
        }
        server.cancel()
        _ = await server.result
    }
}
