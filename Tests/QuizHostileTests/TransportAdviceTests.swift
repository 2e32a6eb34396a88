import Foundation
import QuizAPI
import QuizClient
import QuizServer
import QuizStore
import QuizTestSupport
import Testing

@testable import QuizShell

@Suite("A failed download says what the server did, with advice that fits it, once", .serialized, .timesDeadlines)
struct TransportAdviceTests {
    @Test("a 500 page, an HTML page for JSON and a timeout, through the shell", arguments: [Language.en, .es])
    func serverAnswers(language: Language) async throws {
        let english = language == .en
        // The page's words without its tags, on one line, cut to 200 characters; its escape is shown, not obeyed.
        let words = "500 Internal Server Error Database\u{1B}[2J down" + String(repeating: " trace line", count: 1000)
        let page = (words.prefix(200) + "…").replacingOccurrences(of: "\u{1B}", with: "␛")
        let cases = [
            (
                "error-page",
                (english ? "the server answered 500: " : "el servidor respondió 500: ") + page
                    + (english
                        ? "; no copy in the offline cache either: the server is running but failed to answer; try again "
                            + "later"
                        : "; tampoco hay copia sin conexión: el servidor está en marcha pero no pudo responder; vuelve a "
                            + "intentarlo más tarde")
            ),
            (
                "html",
                english
                    ? "unexpected answer: an HTML page, where JSON was expected; no copy in the offline cache either: "
                        + "check that the address is that of a quiz server"
                    : "respuesta inesperada: una página HTML, donde se esperaba JSON; tampoco hay copia sin conexión: "
                        + "comprueba que la dirección sea la de un servidor de quiz"
            ),
            (
                "silent",
                english
                    ? "the server did not answer within 3 s; check that it is running, or give a longer --timeout; no "
                        + "copy in the offline cache either"
                    : "el servidor no respondió en 3 s; comprueba que esté en marcha o da un --timeout más largo; "
                        + "tampoco hay copia sin conexión"
            ),
        ]
        let cache = try TemporaryCache()
        try await HostileServer().run { base in
            let interpreter = Self.shell(language, cache: cache)
            for (behaviour, reason) in cases {
                let url = base.appendingPathComponent(behaviour)
                let failure = await interpreter.execute("source http \(url.absoluteString)").failure
                #expect(failure == "\(url.absoluteString)/packs: \(reason)", "\(behaviour)")
            }
            await interpreter.close()
        }
    }

    @Test("offline, a server never synced has no offline copy: nothing was asked of it", arguments: [Language.en, .es])
    func offlineNeverSynced(language: Language) async throws {
        let cache = try TemporaryCache()
        let interpreter = Self.shell(language, cache: cache, offline: true)
        let failure = await interpreter.execute("source http http://127.0.0.1:9").failure
        #expect(
            failure
                == "http://127.0.0.1:9: "
                + (language == .en
                    ? #"there is no offline copy of this server; sync it first while online ("sync")"#
                    : "no hay copia sin conexión de este servidor; sincronízalo antes con conexión («sincronizar»)"))
        await interpreter.close()
    }

    @Test("a sync of a server that refuses says it reached nothing, without talk of resuming")
    func syncRefused() async throws {
        var closed: URL?
        try await HostileServer().run { base in closed = base }
        let base = try #require(closed)
        let cache = try TemporaryCache()
        try await withHTTPTransport { transport in
            let sync = PackSync(
                routes: APIRoutes(base: base), transport: transport, cache: cache.cache, records: PlayerDatabase())
            do throws(SyncError) {
                _ = try await sync.run()
                Issue.record("the sync of a closed port succeeded")
            } catch {
                let url = base.appendingPathComponent("packs").absoluteString
                #expect(error.description == "nothing was synced: \(url): cannot connect (connection refused)")
                #expect(
                    Messages(language: .es).syncError(error)
                        == "no se sincronizó nada: \(url): no se puede conectar (conexión rechazada)")
            }
        }
    }

    private static func shell(_ language: Language, cache: TemporaryCache, offline: Bool = false) -> Interpreter {
        let configuration = {
            var configuration = HTTPTransport.Configuration()
            configuration.timeout = .seconds(3)
            return configuration
        }()
        let environment = ShellEnvironment(
            directories: cache.directories,
            transports: .with(http: { _ in HTTPTransport(configuration: configuration) }), offline: offline,
            cache: cache.cache, records: PlayerDatabase())
        return Interpreter(
            source: .local(folders: [cache.folder]), settings: ShellSettings(language: language, seed: 1),
            style: Style(enabled: false), environment: environment)
    }
}
