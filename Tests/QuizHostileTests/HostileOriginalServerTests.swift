import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

@Suite("Original-style servers whose routes fail: the failure is named, and a sync does not pass over it")
struct HostileOriginalServerTests {
    @Test("a server without /packs whose routes answer HTML names the first route and why, not that it serves nothing")
    func everyKindBroken() async throws {
        try await HostileServer().run { base in
            try await withHTTPTransport { transport in
                let server = base.appendingPathComponent("html-kinds")
                let downloader = Downloader(transport: transport, routes: APIRoutes(base: server))
                await #expect(
                    throws: TransportError.malformedBody(
                        url: APIRoutes(base: server).quizPage(1), path: "",
                        reason: "an HTML page, where JSON was expected")
                ) { try await downloader.packs() }
            }
        }
    }

    @Test("loading a kind that the server has but fails to serve says why, not that there is no such pack")
    func loadABrokenKind() async throws {
        let cache = try TemporaryCache()
        try await HostileServer().run { base in
            let environment = ShellEnvironment(
                directories: cache.directories, transports: .with(http: { _ in HTTPTransport() }),
                records: PlayerDatabase())
            let server = base.appendingPathComponent("escapes")
            let interpreter = Interpreter(
                source: .http(server), settings: ShellSettings(language: .es, seed: 1), style: Style(enabled: false),
                environment: environment)
            let failure = await interpreter.execute("load Matches").failure
            await interpreter.close()
            #expect(
                failure?.hasPrefix("\(server.absoluteString)/partidos.json: el servidor respondió 500: ") == true,
                "\(failure ?? "")")
        }
    }

    @Test("a sync stops at a kind the server has but fails to serve, rather than completing without it")
    func syncWithABrokenKind() async throws {
        let cache = try TemporaryCache()
        let records = PlayerDatabase()
        var source = ""
        try await HostileServer().run { base in
            try await withHTTPTransport { transport in
                // Its films are served, its matches are a 500.
                let routes = APIRoutes(base: base.appendingPathComponent("escapes"))
                let sync = PackSync(routes: routes, transport: transport, cache: cache.cache, records: records)
                source = sync.source
                await #expect {
                    try await sync.run()
                } throws: { error in
                    guard case .transport(.status(let url, 500, _), done: 0, total: 0) = error as? SyncError else {
                        return false
                    }
                    return url == routes.set(of: .match)
                }
            }
        }
        #expect(try records.lastComplete(source: source) == nil)
    }
}
