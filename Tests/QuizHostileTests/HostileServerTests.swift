import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

@Suite(
    "Hostile servers: a clear error within the deadline, nothing lost, nothing left on disk", .serialized,
    .timesDeadlines)
struct HostileServerTests {
    private static let configuration = {
        var configuration = HTTPTransport.Configuration()
        configuration.timeout = .seconds(1)
        configuration.bodyLimit = 3 * 1024 * 1024
        return configuration
    }()

    private static let limits = {
        var limits = Downloader.Limits()
        limits.pages = 50
        return limits
    }()

    @Test(
        "each hostile answer is one sentence, in time, and the films loaded before stay as they were",
        arguments: [
            ("silent", ItemKind.film, "the server did not answer within 1 s; check that it is running"),
            ("drip", .film, "the server did not answer within 1 s; check that it is running"),
            ("html", .film, "unexpected answer: an HTML page, where JSON was expected"),
            ("truncated", .film, "unexpected answer: JSON that is cut off or broken"),
            (
                "wrong-shape", .film,
                "unexpected answer at [0].title: must be a string, found an array (line 1, column 21)"
            ),
            ("huge", .film, "the server's answer is larger than the limit of 3 MiB"),
            ("deep", .film, "unexpected answer: JSON that is cut off or broken"),
            ("endless", .quiz, "the server kept sending: more than 50 pages; the download was stopped"),
            ("loop", .film, "the server redirects the request in a loop; check the address"),
            ("down", .film, "the server answered 503: database down database down"),
            ("long-error", .film, "the server answered 503; no copy"),
        ])
    func hostileAnswer(behaviour: String, kind: ItemKind, reason: String) async throws {
        let server = HostileServer()
        let cache = try TemporaryCache()
        try await withHTTPTransport(Self.configuration) { transport in
            try await server.run { base in
                let good = Downloader(
                    transport: transport, routes: APIRoutes(base: base.appendingPathComponent("good")),
                    cache: cache.cache)
                let films = try await good.items(of: .film)
                let filesBefore = try cache.files()
                let hostile = Downloader(
                    transport: transport, routes: APIRoutes(base: base.appendingPathComponent(behaviour)),
                    cache: cache.cache, limits: Self.limits)
                let started = ContinuousClock.now
                let memory = PeakMemory.start()
                do throws(TransportError) {
                    _ = try await hostile.items(of: kind)
                    Issue.record("no error for \(behaviour)")
                } catch {
                    #expect(error.reason.hasPrefix(reason), "\(error.reason)")
                    #expect(error.reason.count < 400)
                    #expect(ErrorWording.implementationNames(in: error.description).isEmpty)
                }
                #expect(started.duration(to: .now) < .seconds(3), "\(behaviour) took too long")
                if let memory {
                    #expect(memory.growth < 64 * 1024 * 1024, "\(behaviour) took \(memory.growth / 1_048_576) MB")
                }
                #expect(try cache.files() == filesBefore, "\(behaviour) left files in the cache")
                #expect(try await good.items(of: .film) == films)
            }
        }
        if behaviour == "loop" { #expect(server.requests("loop") < 10) }
    }

    @Test("a refused connection and a port above 65535 are sentences, at once")
    func unreachable() async throws {
        var closed: URL?
        try await HostileServer().run { base in closed = base }
        let refused = try #require(closed).appendingPathComponent("films.json")
        let badPort = try #require(URL(string: "http://127.0.0.1:99999/films.json"))
        try await withHTTPTransport(Self.configuration) { transport in
            let started = ContinuousClock.now
            await #expect(throws: TransportError.connectionFailed(url: refused, reason: "connection refused")) {
                try await transport.send(TransportRequest(url: refused))
            }
            await #expect(throws: TransportError.badAddress(url: badPort)) {
                try await transport.send(TransportRequest(url: badPort))
            }
            #expect(started.duration(to: .now) < .seconds(1))
        }
    }

    @Test("texts that would command the terminal are shown as visible marks, the server's error text too")
    func controlCharacters() async throws {
        let cache = try TemporaryCache()
        try await HostileServer().run { base in
            let environment = ShellEnvironment(
                directories: cache.directories,
                transports: .with(http: { _ in HTTPTransport(configuration: Self.configuration) }),
                records: PlayerDatabase())
            let interpreter = Interpreter(
                source: .http(base.appendingPathComponent("escapes")), settings: ShellSettings(language: .en, seed: 1),
                style: Style(enabled: true), environment: environment)
            var printed: [String] = []
            for line in ["packs", "load films", "play", "list", "yes", "\u{1B}]0;typed\u{07}", "quit"] {
                let result = await interpreter.execute(line)
                printed += result.output + (result.failure.map { [$0] } ?? [])
            }
            await interpreter.close()
            let text = printed.joined(separator: "\n")
            #expect(text.contains("␛]0;pwned␇Jaws"), "\(text)")
            #expect(text.contains("<U+202E>"))
            // The shell's own colours stay, and a pack's colour cannot pass for one of them.
            #expect(text.contains("https://x.test/␛[31m.jpg"))
            #expect(text.contains("␛[2J␛]0;owned␇ server broke"))
            #expect(text.contains("␛]0;typed␇"))
            let withoutColours = ["1", "2", "31", "32", "33", "0"].reduce(text) {
                $0.replacingOccurrences(of: "\u{1B}[\($1)m", with: "")
            }
            #expect(TerminalText.isSafe(withoutColours))
        }
    }
}

/// A download cache and XDG folders in a new temporary folder.
struct TemporaryCache {
    let folder: URL
    let cache: DownloadCache
    let directories: XDGDirectories

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        cache = DownloadCache(folder: folder.appendingPathComponent("downloads"))
        directories = XDGDirectories(
            data: folder.appendingPathComponent("data"), state: folder.appendingPathComponent("state"),
            cache: folder.appendingPathComponent("cache"))
    }

    /// The names of the files in the cache folder, sorted.
    func files() throws -> [String] {
        let path = cache.folder.path
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
