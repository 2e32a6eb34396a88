import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

@Suite("Servers whose routes fail: the failure is named, the offline copy stays, and a sync does not pass over it")
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

    @Test("a set over the item limit leaves the offline copy as it was, as its message says")
    func overTheItemLimit() async throws {
        let cache = try TemporaryCache()
        var limits = Downloader.Limits()
        limits.items = 0
        try await HostileServer().run { base in
            try await withHTTPTransport { transport in
                let routes = APIRoutes(base: base.appendingPathComponent("good"))
                // The copy a sync kept, before the server sent more films than the limit.
                let synced = HostileServer.films.replacingOccurrences(of: "Jaws", with: "Alien")
                try cache.cache.store(Data(synced.utf8), for: routes.set(of: .film))
                let limited = Downloader(transport: transport, routes: routes, cache: cache.cache, limits: limits)
                await #expect(throws: TransportError.downloadTooLarge(url: routes.set(of: .film), limit: .items(0))) {
                    try await limited.items(of: .film)
                }
                let offline = Downloader(transport: transport, routes: routes, cache: cache.cache, offline: true)
                guard case .film(let films) = try await offline.items(of: .film) else { return }
                #expect(films.map(\.title) == ["Alien"])
            }
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
                    _ = try await sync.run()
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

    @Test("a site whose root is its home page, not books, syncs the kinds it serves")
    func syncBesideAHomePage() async throws {
        let cache = try TemporaryCache()
        let records = PlayerDatabase()
        var source = ""
        try await HostileServer().run { base in
            try await withHTTPTransport { transport in
                let routes = APIRoutes(base: base.appendingPathComponent("home-page"))
                let sync = PackSync(routes: routes, transport: transport, cache: cache.cache, records: records)
                source = sync.source
                _ = try await sync.run()
            }
        }
        #expect(try records.lastComplete(source: source) != nil)
    }
}
