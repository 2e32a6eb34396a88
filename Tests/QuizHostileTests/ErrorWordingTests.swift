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

@Suite("Every error is a sentence: no type names, no domain codes, no password")
struct ErrorWordingTests {
    private static let url = URL(string: "http://127.0.0.1:8080/films.json")!

    static let transportErrors: [TransportError] = [
        .timedOut(url: url, after: .seconds(10)),
        .connectionFailed(url: url, reason: "connection refused"),
        .bodyTooLarge(url: url, limit: 64 * 1024 * 1024),
        .downloadTooLarge(url: url, limit: .pages(1000)),
        .downloadTooLarge(url: url, limit: .items(100_000)),
        .downloadTooLarge(url: url, limit: .bytes(64 * 1024 * 1024)),
        .redirectLoop(url: url),
        .badAddress(url: url),
        .status(url: url, code: 500, message: "down"),
        .status(url: url, code: 401, message: nil),
        .malformedBody(url: url, path: "[0].title", reason: "missing"),
        .cancelled(url: url),
        .notCached(url: url),
        .uncached(.connectionFailed(url: url, reason: "connection refused")),
        .nothingServed(url: url),
        .notSynced(url: url),
    ]

    @Test("each transport error reads as a sentence", arguments: transportErrors)
    func transportError(_ error: TransportError) {
        #expect(ErrorWording.implementationNames(in: error.description).isEmpty, "\(error.description)")
        #expect(error.description.hasPrefix(Self.url.absoluteString + ": "))
    }

    @Test("a URL's password never shows, in a message or a log line")
    func passwordsHidden() throws {
        let url = try #require(URL(string: "http://ana:s3cret@127.0.0.1:8080/films.json?token=abc"))
        #expect(url.redactingToken == "http://ana:***@127.0.0.1:8080/films.json?token=***")
        #expect(!TransportError.timedOut(url: url, after: .seconds(1)).description.contains("s3cret"))
        #expect(ServerAddress.shown("http://ana@h.test/") == "http://ana@h.test/")
        #expect(ServerAddress.shown("http://ana:s3/cr?e#t@h.test/x") == "http://ana:***@h.test/x")
        #expect(ServerAddress.shown("http://h.test:8080/users/@ana") == "http://h.test:8080/users/@ana")
        #expect(ServerAddress.shown("http://[::1]:8080/@ana") == "http://[::1]:8080/@ana")
        #expect(!ServerAddress.Problem.notAURL("http://ana:s3/cret@h.test").description.contains("s3"))
    }

    @Test(
        "ports above 65535 and URLs without a host are refused with a sentence where they enter",
        arguments: [
            ("http://127.0.0.1:99999", ServerAddress.Problem.portOutOfRange("http://127.0.0.1:99999", port: "99999")),
            ("http://[::1]:65536/", .portOutOfRange("http://[::1]:65536/", port: "65536")),
            ("http://127.0.0.1:", .notAURL("http://127.0.0.1:")),
            ("http://", .notAURL("http://")),
            ("ftp://h.test", .notAURL("ftp://h.test")),
        ])
    func badAddresses(text: String, problem: ServerAddress.Problem) {
        #expect(throws: problem) { try ServerAddress.check(text) }
        #expect(ErrorWording.implementationNames(in: problem.description).isEmpty)
    }

    @Test("good addresses pass", arguments: ["http://127.0.0.1:65535", "https://quiz.test", "http://[::1]:8080/x?y=1"])
    func goodAddresses(text: String) throws {
        #expect(try ServerAddress.check(text).absoluteString == text)
    }

    @Test("the shell's failures in both languages", arguments: [Language.en, .es])
    func shellFailures(language: Language) async throws {
        let cache = try TemporaryCache()
        let environment = ShellEnvironment(
            directories: cache.directories, transports: .with(http: { _ in HTTPTransport(configuration: .init()) }),
            records: PlayerDatabase())
        let interpreter = Interpreter(
            source: .local(folders: [cache.folder]), settings: ShellSettings(language: language, seed: 1),
            style: Style(enabled: false), environment: environment)
        var closed: URL?
        try await HostileServer().run { base in closed = base }
        let refused = try #require(closed).absoluteString
        let lines = [
            "source http http://127.0.0.1:99999", "source http http://[::1]:65536", "source http http://ana:pw@[",
            "source http http://ana:pw@127.0.0.1:99999", "source http \(refused)",
            "source http \(refused) match=http://x:70000", "source http http://", "load nothing",
            String(repeating: "x", count: 100_000), String(repeating: "y", count: 1_000_000) + " z",
        ]
        for line in lines {
            let result = await interpreter.execute(line)
            let failure = try #require(result.failure, "\(line.prefix(60)) did not fail")
            #expect(ErrorWording.implementationNames(in: failure).isEmpty, "\(failure)")
            #expect(!failure.contains("pw@"), "\(failure)")
            #expect(failure.count < 400, "\(failure.prefix(400))")
        }
        await interpreter.close()
    }
}
