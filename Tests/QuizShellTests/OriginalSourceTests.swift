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

/// `source http` against servers that answer like the originals, through a transport that answers in-process with
/// such a server's API (the HTTP path itself is tested in QuizHTTPTests).
@Suite("source http against original-style servers")
struct OriginalSourceTests {
    /// An interpreter whose servers are `http://originals.test` (matches and films, quizzes behind `s3cret`) and
    /// `http://nothing.test` (no API at all).
    private func shell() -> Interpreter {
        let originals = PackAPI(
            packs: [ShellFixture.matches, ShellFixture.films, ShellFixture.quizzes], tokens: ["s3cret"],
            layout: .original(kinds: [.match, .film], matchCheck: true))
        let nothing = PackAPI(packs: [], tokens: ["s3cret"], layout: .original(kinds: [], matchCheck: false))
        let environment = ShellEnvironment(
            transports: .with(http: { url in FixtureTransport(api: url.host == "originals.test" ? originals : nothing) }
            ),
            records: PlayerDatabase())
        return Interpreter(
            source: .local(folders: []), settings: ShellSettings(language: .en, seed: 1),
            style: Style(enabled: false), environment: environment)
    }

    @Test("the kinds a server has are packs, the others one line; the token never shows")
    func someKinds() async throws {
        let shell = shell()
        let changed = await shell.execute("source http http://originals.test token=s3cret")
        #expect(changed.failure == nil)
        #expect(changed.output == ["Source: server http://originals.test token=***."])
        let packs = await shell.execute("packs")
        #expect(packs.output.count == 3)
        #expect(packs.output[0].hasPrefix("matches  3 matches"))
        #expect(packs.output[1].hasPrefix("films"))
        #expect(packs.output[2].hasPrefix("not served here: quizzes (http://originals.test/api/quizzes"))
        #expect(packs.output[2].contains("/api/quizzes?pageno=1&token=***: the server answered 404"))
        #expect(packs.output[2].contains("; books ("))
        #expect(packs.output.allSatisfy { !$0.contains("s3cret") })
        #expect(await shell.execute("load matches").failure == nil)
        #expect(await shell.execute("play 3").failure == nil)
        #expect(await shell.execute("1").output.first?.hasPrefix("✓") == true)
    }

    @Test("offline after a complete sync, the kinds the server did not serve are named without advice to download them")
    func offlineAfterSync() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quiz-originals-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let api = PackAPI(
            packs: [ShellFixture.matches, ShellFixture.films],
            layout: .original(kinds: [.match, .film], matchCheck: true))
        let records = PlayerDatabase()
        func shell(offline: Bool) -> Interpreter {
            let environment = ShellEnvironment(
                transports: .with(http: { _ in
                    offline ? UnreachableTransport() : FixtureTransport(api: api) as any Transport
                }),
                offline: offline, cache: DownloadCache(folder: folder), records: records)
            return Interpreter(
                source: .http(URL(string: "http://originals.test")!), settings: ShellSettings(language: .en, seed: 1),
                style: Style(enabled: false), environment: environment)
        }
        let online = shell(offline: false)
        #expect(await online.execute("sync").failure == nil)
        await online.close()
        let offline = shell(offline: true)
        let packs = await offline.execute("packs")
        #expect(packs.output.count == 3)
        #expect(packs.output.last == "not served here: quizzes; books; facts")
        await offline.close()
    }

    @Test("a URL copied from the service carries its token: it goes on the quiz routes and never shows")
    func tokenInURL() async throws {
        let shell = shell()
        let changed = await shell.execute("source http http://originals.test/?token=s3cret")
        #expect(changed.failure == nil)
        #expect(changed.output == ["Source: server http://originals.test/ token=***."])
        let packs = await shell.execute("packs")
        #expect(packs.output[2].contains("/api/quizzes?pageno=1&token=***: the server answered 404"))
        #expect(packs.output.allSatisfy { !$0.contains("s3cret") })
        #expect(await shell.execute("load matches").failure == nil)
    }

    @Test("a word that source http does not take is refused with the usage, not as a bad URL")
    func unknownWord() async throws {
        let shell = shell()
        let usage = await shell.execute("source http http://originals.test token").failure
        #expect(usage?.hasPrefix("usage: source ") == true)
        #expect(await shell.execute("source http http://originals.test colour=blue").failure == usage)
        #expect(await shell.execute("source http http://originals.test =").failure == usage)
        #expect(
            await shell.execute("source http http://originals.test token=").failure
                == "token= is empty; give the token of the quiz service, or leave token= out")
        #expect(
            await shell.execute("source http http://originals.test film=blue").failure
                == #""blue" is not a valid http(s) URL"#)
    }

    @Test("when discovery finds nothing, source fails with one line and the session keeps its source and packs")
    func nothingFound() async throws {
        let shell = shell()
        _ = await shell.execute("source http http://originals.test token=s3cret")
        let before = await shell.execute("packs").output
        let failed = await shell.execute("source http http://nothing.test")
        #expect(failed.failure?.hasPrefix("http://nothing.test: neither a pack list (/packs) nor any") == true)
        #expect(failed.failure?.contains("s3cret") == false)
        #expect(await shell.execute("source").output == ["Source: server http://originals.test token=***"])
        #expect(await shell.execute("packs").output == before)
    }
}
