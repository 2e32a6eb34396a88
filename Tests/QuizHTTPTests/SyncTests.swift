import Foundation
import HTTPTypes
import Hummingbird
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizShell
import QuizStore
import QuizTestSupport
import Synchronization
import Testing

@Suite("sync against quiz serve's server on 127.0.0.1: everything once, then offline for good")
struct SyncTests {
    /// The bundled packs with every picture on the server itself (the web is out of reach in tests).
    private static let content: PackCatalog.Contents = {
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-content-\(UUID())")
        try! FileManager.default.copyItem(at: bundled, to: folder)
        let web = try! NSRegularExpression(pattern: #"https?://[^"]+\.(jpe?g|png|gif)"#)
        for name in try! FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let file = folder.appendingPathComponent(name)
            let text = try! String(contentsOf: file, encoding: .utf8)
            let local = web.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "images/ar.png")
            try! local.write(to: file, atomically: true, encoding: .utf8)
        }
        return PackCatalog(folders: [folder]).load()
    }()

    private static var api: PackAPI { PackAPI(packs: content.packs, seed: 1, files: content.files) }

    private static func temporaryCache() -> DownloadCache {
        DownloadCache(folder: FileManager.default.temporaryDirectory.appendingPathComponent("sync-cache-\(UUID())"))
    }

    @Test func afterASyncEveryPackPlaysOfflineWithItsPicturesWithoutOneRequest() async throws {
        let cache = Self.temporaryCache()
        let records = PlayerDatabase()
        var routes: APIRoutes?
        try await withHTTPTransport { transport in
            try await withPackServer(Self.api) { base in
                routes = APIRoutes(base: base)
                let summary = try await PackSync(
                    routes: APIRoutes(base: base), transport: transport, cache: cache, records: records
                ).run()
                #expect(summary.packs.count == Self.content.packs.count)
                #expect(summary.missingPictures.isEmpty)
                #expect(summary.pictures > 10)
                let quizzes = Self.content.packs.filter { $0.kind == .quiz }.reduce(0) { $0 + $1.count }
                #expect(summary.answers == quizzes)
            }
        }
        // The server is gone: a transport that counts what is asked of it stands for the network.
        let network = RecordingTransport()
        let offline = Downloader(transport: network, routes: try #require(routes), cache: cache, offline: true)
        let listed = try await offline.packs()
        #expect(Set(listed.map(\.name)) == Set(Self.content.packs.map(\.name)))
        for summary in listed {
            let pack = try await offline.pack(summary)
            let original = try #require(Self.content.packs.first { $0.name == summary.name })
            #expect(pack.count == original.count)
            let packRoutes = await offline.routes(for: summary.name)
            let pictures = Question.all(in: pack.items).flatMap { question in
                question.pictures.compactMap { packRoutes.picture($0.url, of: question.kind) }
            }
            let images = try await offline.images(pictures)
            #expect(images.failures.isEmpty, "\(summary.name): \(images.failures)")
            if case .quiz(let items) = original.items {
                let answers = try records.answers(pack: pack.name, source: PackSync.source(of: packRoutes))
                let check = OfflineCheck(pack: pack, answers: answers)
                for item in items {
                    #expect(try check.check(.quiz(id: item.id, answer: item.answer ?? "")))
                    #expect(try !check.check(.quiz(id: item.id, answer: "surely not this")))
                }
            }
        }
        #expect(network.requests.isEmpty)
    }

    @Test func anInterruptedSyncResumesAndTheOldCopyStaysUntilTheNewOneIsComplete() async throws {
        let cache = Self.temporaryCache()
        let records = PlayerDatabase()
        let server = SwitchingServer(Self.api)
        try await withHTTPTransport { transport in
            try await withServer(server.respond) { base in
                let sync = PackSync(routes: APIRoutes(base: base), transport: transport, cache: cache, records: records)
                _ = try await sync.run()
                let before = try await Self.offlineCount(of: "world-cup-2022", base: base, cache: cache)

                var shorter = Self.content.packs
                let index = try #require(shorter.firstIndex { $0.name == "world-cup-2022" })
                shorter[index].items = shorter[index].items.only(at: 0)
                server.change(to: PackAPI(packs: shorter, seed: 1, files: Self.content.files), failingPictures: true)
                await #expect {
                    try await sync.run()
                } throws: { error in
                    guard case .transport(_, let done, let total) = error as? SyncError else { return false }
                    return done < total && "\(error)".contains("resumes from there")
                }
                #expect(try await Self.offlineCount(of: "world-cup-2022", base: base, cache: cache) == before)

                server.change(failingPictures: false)
                let resumed = try await sync.run()
                #expect(resumed.reused >= Self.content.packs.count)
                #expect(try await Self.offlineCount(of: "world-cup-2022", base: base, cache: cache) == 1)
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path)
                #expect(!leftovers.contains { $0.hasPrefix("sync-") })
            }
        }
    }

    @Test func aDatabaseThatCannotBeWrittenStopsTheSyncWithTheDatabasesOwnError() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sync-records-\(UUID()).sqlite")
        try Data("not a database, but a note someone saved here".utf8).write(to: file)
        try await withHTTPTransport { transport in
            try await withPackServer(Self.api) { base in
                let sync = PackSync(
                    routes: APIRoutes(base: base), transport: transport, cache: Self.temporaryCache(),
                    records: PlayerDatabase(file: file))
                await #expect(throws: SyncError.records(.damaged(file, reason: "it is not a database"))) {
                    try await sync.run()
                }
            }
        }
    }

    @Test func aServerThatStopsInTheMiddleOfAGameHasItsRoundJudgedFromTheSyncedCopy() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-shell-\(UUID())")
        let cache = DownloadCache(folder: folder.appendingPathComponent("cache"))
        try await withHTTPTransport { transport in
            var interpreter: Interpreter?
            try await withPackServer(Self.api) { base in
                let made = Interpreter(
                    source: .http(base), settings: ShellSettings(language: .en, seed: 3), style: Style(enabled: false),
                    environment: ShellEnvironment(
                        directories: XDGDirectories(
                            data: folder.appendingPathComponent("data"), state: folder.appendingPathComponent("state"),
                            cache: folder.appendingPathComponent("cache")), clock: ManualClock(),
                        transports: .with(http: { _ in transport }), cache: cache, records: PlayerDatabase()))
                interpreter = made
                let synced = await made.execute("sync")
                #expect(synced.failure == nil)
                #expect(synced.output.first?.hasPrefix("Synced http://127.0.0.1:") == true)
                #expect(await made.execute("load general-knowledge").failure == nil)
                #expect(await made.execute("play 1").failure == nil)
            }
            let shell = try #require(interpreter)
            let quizzes = try #require(Self.content.packs.first { $0.name == "general-knowledge" })
            guard case .quiz(let items) = quizzes.items else { return }
            let answered = await shell.execute("answer " + (items[0].answer ?? ""))
            #expect(answered.failure == nil)
            #expect(answered.output.contains { $0.contains("the answer was judged from the downloaded copy") })
            #expect(answered.output.contains { $0.contains("Right") })
            // A wrong answer shows the right one that sync kept, with the server gone.
            #expect(await shell.execute("play 2").failure == nil)
            let wrong = await shell.execute("answer nothing like it")
            #expect(
                wrong.output.contains("✗ Wrong. The answer was: \(items[1].answer ?? "").") == true, "\(wrong.output)")
        }
    }

    @Test func aPictureRedirectedToAFileIsLeftOutAndTheSyncGoesOn() async throws {
        let cache = Self.temporaryCache()
        let api = Self.api
        let redirected = LogLines()
        try await withHTTPTransport { transport in
            try await withServer({ request in
                let url = URL(string: "http://\(request.head.authority ?? "127.0.0.1")" + request.uri.description)!
                if url.path.hasPrefix("/packs/world-cup-2022/"), url.path.contains("/images/") {
                    redirected.append(url.path)
                    var headers = HTTPFields()
                    headers[.location] = "file:///etc/passwd"
                    return Response(status: .found, headers: headers)
                }
                let served = await api.respond(method: "GET", url: url)
                var headers = HTTPFields()
                headers[.contentType] = served.headers["Content-Type"] ?? "application/json"
                return Response(
                    status: .init(code: served.status), headers: headers,
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: served.body)))
            }) { base in
                let summary = try await PackSync(
                    routes: APIRoutes(base: base), transport: transport, cache: cache, records: PlayerDatabase()
                ).run()
                #expect(summary.packs.count == Self.content.packs.count)
                #expect(!summary.missingPictures.isEmpty)
                #expect(summary.missingPictures.allSatisfy { $0.contains("/packs/world-cup-2022/") })
                #expect(summary.pictures > 0)
            }
        }
        #expect(!redirected.all.isEmpty)
    }

    @Test func aSyncThatCannotWriteItsFilesStopsNamingTheFolderAndLeavesNothingHalfDone() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-blocked-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A file where the cache's folder should be: no write below it can succeed, as on a full disk.
        let blocked = folder.appendingPathComponent("cache")
        try Data("not a folder".utf8).write(to: blocked)
        let records = PlayerDatabase()
        try await withHTTPTransport { transport in
            try await withPackServer(Self.api) { base in
                let sync = PackSync(
                    routes: APIRoutes(base: base), transport: transport,
                    cache: DownloadCache(folder: blocked.appendingPathComponent("downloads")), records: records)
                await #expect {
                    try await sync.run()
                } throws: { error in
                    guard case .cannotStore(let failure, _, _) = error as? SyncError else { return false }
                    return "\(error)".contains(failure.folder.path) && "\(error)".contains("resumes from there")
                }
                let complete = try records.lastComplete(source: sync.source)
                #expect(complete == nil)
            }
        }
    }

    private static func offlineCount(of name: String, base: URL, cache: DownloadCache) async throws -> Int {
        let offline = Downloader(
            transport: RecordingTransport(), routes: APIRoutes(base: base), cache: cache, offline: true)
        let summary = try #require(try await offline.packs().first { $0.name == name })
        return try await offline.pack(summary).count
    }
}

/// Stands for the network where none may be used: records each request and answers none.
private final class RecordingTransport: Transport {
    private let recorded = Mutex<[URL]>([])

    var requests: [URL] { recorded.withLock { $0 } }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        recorded.withLock { $0.append(request.url) }
        throw .connectionFailed(url: request.url, reason: "connection refused")
    }

    func shutdown() async {}
}

/// Serves a `PackAPI` that a test can swap, and can fail every picture with a 503 as a server under load would.
private final class SwitchingServer: Sendable {
    private let state: Mutex<(api: PackAPI, failingPictures: Bool)>

    init(_ api: PackAPI) {
        state = Mutex((api, false))
    }

    func change(to api: PackAPI? = nil, failingPictures: Bool) {
        state.withLock { $0 = (api ?? $0.api, failingPictures) }
    }

    func respond(to request: Request) async throws -> Response {
        let (api, failing) = state.withLock { $0 }
        let url = URL(string: "http://\(request.head.authority ?? "127.0.0.1")" + request.uri.description)!
        if failing && url.path.contains("/images/") {
            return Response(status: .serviceUnavailable)
        }
        let served = await api.respond(method: "GET", url: url)
        var headers = HTTPFields()
        headers[.contentType] = served.headers["Content-Type"] ?? "application/json"
        return Response(
            status: .init(code: served.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: served.body)))
    }
}
