import Foundation
import QuizAPI
import QuizCore
import QuizShell
import QuizStore
import Synchronization
import Testing

@Suite("A server that does not answer is waited for once a session, not at every command")
struct DeadServerTests {
    @Test("after a server at start did not answer, later commands fail at once with the same sentence")
    func laterCommandsFailFast() async throws {
        let transport = SilentTransport(wait: .milliseconds(400))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-dead-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = ShellFixture.serverShell(over: transport, folder: folder)

        let first = await shell.execute("packs")
        let failure = try #require(first.failure)
        #expect(failure.hasPrefix("http://127.0.0.1:9/packs: the server did not answer within"))
        for command in ["packs", "load films", "load capitals", "packs"] {
            #expect(await shell.execute(command).failure == failure, "\(command)")
        }
        // Not asked again, so not waited for: the count proves it where a clock on a busy machine would not.
        #expect(transport.requests == 1)

        // Changing the source, even to the same server, asks it again.
        #expect(await shell.execute("source http http://127.0.0.1:9").failure == failure)
        #expect(transport.requests == 2)
        await shell.close()
    }

    @Test("a server that answers is asked again; only the address that did not answer fails at once, with its URL")
    func oneSlowAddress() async throws {
        let transport = SilentTransport(wait: .milliseconds(200), silentPath: "/films.json")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-slow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = ShellFixture.serverShell(over: transport, folder: folder)

        _ = await shell.execute("packs")
        let films = try #require(transport.paths.firstIndex(of: "/films.json"))
        #expect(transport.paths.filter { $0 == "/films.json" }.count == 1)
        let before = transport.paths.count
        _ = await shell.execute("packs")
        // The other routes are asked again; the one that timed out is not.
        #expect(transport.paths.count > before)
        #expect(transport.paths.filter { $0 == "/films.json" }.count == 1, "\(transport.paths), first at \(films)")
        await shell.close()
    }
}

/// A server that never answers at `silentPath` (at any path when nil): each such request fails at the end of
/// `wait`, as the deadline would end it; any other path is not found.
private final class SilentTransport: Transport {
    let wait: Duration
    let silentPath: String?
    private let asked = Mutex<[String]>([])

    init(wait: Duration, silentPath: String? = nil) {
        (self.wait, self.silentPath) = (wait, silentPath)
    }

    var requests: Int { paths.count }
    var paths: [String] { asked.withLock { $0 } }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        asked.withLock { $0.append(request.url.path) }
        guard silentPath == nil || request.url.path == silentPath else { return TransportResponse(status: 404) }
        try? await Task.sleep(for: wait)
        throw .timedOut(url: request.url, after: wait)
    }

    func shutdown() async {}
}
