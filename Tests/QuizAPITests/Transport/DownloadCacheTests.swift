import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Synchronization
import Testing

/// A fresh folder under the system's temporary folder, removed when the test ends.
private func withTemporaryFolder(_ body: (URL) async throws -> Void) async rethrows {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder)
}

@Suite("DownloadCache and offline play")
struct DownloadCacheTests {
    let routes = APIRoutes(base: URL(string: "http://quiz.example")!, token: "secret")

    @Test("a copy is found again by its URL, whatever the token, and replaced whole")
    func storeAndFind() async throws {
        try await withTemporaryFolder { folder in
            let cache = DownloadCache(folder: folder)
            let url = routes.quizPage(1)
            #expect(cache.copy(of: url) == nil)
            try cache.store(Data("first".utf8), for: url)
            try cache.store(Data("second".utf8), for: url)
            var otherToken = routes
            otherToken.token = "new"
            #expect(cache.copy(of: otherToken.quizPage(1))?.data == Data("second".utf8))
            #expect(cache.copy(of: routes.quizPage(2)) == nil)
            let spelled = URL(string: url.absoluteString.replacingOccurrences(of: "token=secret", with: "%74oken=x"))!
            #expect(cache.copy(of: spelled)?.data == Data("second".utf8))
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(files.count == 1)
            #expect(files.allSatisfy { !$0.contains("secret") && !$0.hasPrefix(".") })
        }
    }

    @Test("the cache lives in the XDG cache folder")
    func xdgFolder() {
        let directories = XDGDirectories(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/h"])
        #expect(DownloadCache(folder: directories.downloads).folder.path == "/tmp/xdg/quiz/downloads")
    }

    @Test("a second run with offline sends no request and gets the same set")
    func offline() async throws {
        try await withTemporaryFolder { folder in
            let cache = DownloadCache(folder: folder)
            let online = RecordingTransport(FixtureTransport(api: PackAPI(packs: SamplePacks.all)))
            let first = try await Downloader(transport: online, routes: routes, cache: cache).items(of: .quiz)
            #expect(await online.requests.count == 3)
            let offline = RecordingTransport(FixtureTransport(api: PackAPI(packs: SamplePacks.all)))
            let downloader = Downloader(transport: offline, routes: routes, cache: cache, offline: true)
            #expect(try await downloader.items(of: .quiz) == first)
            #expect(await offline.requests.isEmpty)
            await #expect(throws: TransportError.notCached(url: routes.set(of: .film))) {
                try await downloader.items(of: .film)
            }
        }
    }

    @Test("when the network fails, the cached copy is used with a one-line notice")
    func fallback() async throws {
        try await withTemporaryFolder { folder in
            let cache = DownloadCache(folder: folder)
            let transport = RecordingTransport(FixtureTransport(api: PackAPI(packs: SamplePacks.all)))
            let notices = NoticeLog()
            let downloader = Downloader(transport: transport, routes: routes, cache: cache, report: notices.record)
            let fresh = try await downloader.items(of: .match)
            await transport.setDown(true)
            #expect(try await downloader.items(of: .match) == fresh)
            let lines = notices.lines
            #expect(lines.count == 1)
            #expect(
                lines.first?.hasPrefix(
                    "http://quiz.example/partidos.json: cannot connect (connection refused); using the copy downloaded on "
                ) == true)
        }
    }

    @Test("when neither the network nor the cache has the set, the message says so and what to do")
    func neither() async {
        await withTemporaryFolder { folder in
            let transport = RecordingTransport(FixtureTransport(api: PackAPI(packs: SamplePacks.all)))
            await transport.setDown(true)
            let downloader = Downloader(transport: transport, routes: routes, cache: DownloadCache(folder: folder))
            do throws(TransportError) {
                _ = try await downloader.items(of: .book)
                Issue.record("no error")
            } catch {
                #expect(
                    error.description
                        == "http://quiz.example/: cannot connect (connection refused); no copy in the offline "
                        + "cache either: check the address and that the server is running, then try again")
            }
        }
    }

    @Test("a cache that cannot be written is a notice, and the download still counts")
    func unwritable() async throws {
        try await withTemporaryFolder { folder in
            try Data().write(to: folder)
            let notices = NoticeLog()
            let downloader = Downloader(
                transport: FixtureTransport(api: PackAPI(packs: SamplePacks.all)), routes: routes,
                cache: DownloadCache(folder: folder.appendingPathComponent("downloads")), report: notices.record)
            #expect(try await downloader.items(of: .film).count == 2)
            #expect(notices.lines.count == 1)
            #expect(
                notices.lines.first?.hasPrefix("cannot write the offline cache in \(folder.path)/downloads: ") == true)
        }
    }
}

/// The notices a downloader reports, as the lines a user reads.
private final class NoticeLog: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    func record(_ event: DownloadEvent) {
        if case .notice(let notice) = event { storage.withLock { $0.append(notice.description) } }
    }
}
