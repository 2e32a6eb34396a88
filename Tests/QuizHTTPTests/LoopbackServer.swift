import Foundation
import Hummingbird
import Logging
import NIOCore
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Synchronization

/// Runs a server on 127.0.0.1 for as long as `body` runs, and gives `body` its base URL.
///
/// `serve` starts the server on port 0 and calls `onRunning` with the port the system chose.
func withLoopbackServer(
    _ serve: @escaping @Sendable (_ onRunning: @escaping @Sendable (Int) async -> Void) async throws -> Void,
    _ body: (URL) async throws -> Void
) async throws {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let server = Task {
        defer { continuation.finish() }
        try await serve { port in continuation.yield(port) }
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

/// Runs a `PackServer` for `api` on a free loopback port for as long as `body` runs.
func withPackServer(
    _ api: PackAPI, log: @escaping @Sendable (String) -> Void = { _ in }, _ body: (URL) async throws -> Void
) async throws {
    try await withPackServer(PackServer(api: api, configuration: .init(port: 0), log: log), body)
}

/// Runs `server`, whose configuration says port 0, for as long as `body` runs.
func withPackServer(_ server: PackServer, _ body: (URL) async throws -> Void) async throws {
    try await server.serving(body)
}

/// Runs a Hummingbird server that answers every request with `respond` on a free loopback port.
func withServer(
    _ respond: @escaping @Sendable (Request) async throws -> Response, _ body: (URL) async throws -> Void
) async throws {
    try await withLoopbackServer(
        { onRunning in
            let app = Application(
                responder: CallbackResponder<BasicRequestContext> { request, _ in try await respond(request) },
                configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
                onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
                logger: Logger(label: "loopback", factory: { _ in SwiftLogNoOpLogHandler() }))
            try await app.run()
        }, body)
}

/// Lines written by a server's log, kept for a test to read.
final class LogLines: Sendable {
    private let storage = Mutex<[String]>([])

    var all: [String] { storage.withLock { $0 } }

    func append(_ line: String) { storage.withLock { $0.append(line) } }
}
