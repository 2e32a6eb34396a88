import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Synchronization
import Testing

/// Collects what a downloader reports.
private final class Events: Sendable {
    private let storage = Mutex<[DownloadEvent]>([])

    var all: [DownloadEvent] { storage.withLock { $0 } }
    var progress: [DownloadProgress] {
        all.compactMap { if case .progress(let progress) = $0 { progress } else { nil } }
    }
    var notices: [DownloadNotice] {
        all.compactMap { if case .notice(let notice) = $0 { notice } else { nil } }
    }

    func record(_ event: DownloadEvent) { storage.withLock { $0.append(event) } }
}

@Suite("Downloader: sets and images through a transport")
struct DownloaderTests {
    let routes = APIRoutes(base: SourceAddress.fixtureBase)

    @Test("every kind downloads whole; quizzes page by page, without their answers")
    func everyKind() async throws {
        let transport = RecordingTransport(FixtureTransport(api: PackAPI(packs: SamplePacks.all)))
        let downloader = Downloader(transport: transport, routes: routes)
        let summaries = try await downloader.packs()
        #expect(summaries.map(\.name) == ["capitals", "cinema", "cup", "novels"])
        for summary in summaries {
            let pack = try await downloader.pack(summary)
            let original = try #require(SamplePacks.all.first { $0.name == summary.name })
            guard case .quiz(let quizzes) = original.items else {
                #expect(pack == original)
                continue
            }
            guard case .quiz(let received) = pack.items else { throw Failure() }
            #expect(received.map(\.id) == quizzes.map(\.id))
            #expect(received.map(\.question) == quizzes.map(\.question))
            #expect(received.map(\.attachment?.url) == quizzes.map(\.attachment?.url))
            #expect(received.allSatisfy { $0.answer == nil && $0.favourite == false })
        }
        let pages = await transport.requests.filter { $0.path == "/packs/capitals/api/quizzes" }
        #expect(pages.count == 3)
    }

    private struct Failure: Error {}

    @Test("progress counts items against the expected count, and bytes")
    func progress() async throws {
        let events = Events()
        // A fixture known only by its API answers page by page, as a server does.
        let downloader = Downloader(
            transport: FixtureTransport(api: PackAPI(packs: SamplePacks.all)), routes: routes, report: events.record)
        _ = try await downloader.pack(PackSummary(SamplePacks.quizzes()))
        let steps = events.progress
        #expect(steps.map(\.items) == [0, 10, 10, 20, 20, 23])
        #expect(steps.allSatisfy { $0.expectedItems == 23 })
        #expect(steps.last?.fraction == 1)
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.bytes <= $1.bytes })
        #expect((steps.last?.bytes ?? 0) > 1000)
    }

    @Test("a server that ignores pageno is an error naming the URL, not an endless loop")
    func repeatedPages() async {
        let downloader = Downloader(transport: FirstPageOnly(), routes: routes)
        await #expect(
            throws: TransportError.malformedBody(
                url: routes.quizPage(2), path: "quizzes", reason: "page 2 repeats quizzes already received")
        ) {
            try await downloader.items(of: .quiz)
        }
    }

    @Test("a reply's fault names the item's place and field, and its line and column in the body")
    func replyFault() async {
        let body = """
            {"quizzes": [
              {"id": 1, "question": "Capital of Peru?"},
              {"id": 2, "question": 7}
            ], "nextUrl": ""}
            """
        let downloader = Downloader(transport: CannedReply(body: Data(body.utf8)), routes: routes)
        await #expect(
            throws: TransportError.malformedBody(
                url: routes.quizPage(1), path: "quizzes[1].question",
                reason: "must be a string, found a number (line 3, column 25)")
        ) {
            try await downloader.items(of: .quiz)
        }
    }

    @Test("an error status carries the server's message")
    func status() async {
        let downloader = Downloader(
            transport: FixtureTransport(api: PackAPI(packs: [SamplePacks.books])), routes: routes)
        do throws(TransportError) {
            _ = try await downloader.items(of: .film)
            Issue.record("no error")
        } catch {
            #expect(error == .status(url: routes.set(of: .film), code: 404, message: "no pack of films is served here"))
            #expect(
                error.description
                    == "fixture://local/films.json: the server answered 404: no pack of films is served here")
        }
    }

    @Test("images: each once, at most the concurrency limit at a time, failures listed")
    func images() async throws {
        let transport = RecordingTransport(FixtureTransport(api: PackAPI(packs: SamplePacks.all)))
        await transport.setDelay(.milliseconds(20))
        let downloader = Downloader(transport: transport, routes: routes, concurrency: 3)
        let urls = (1...10).map { URL(string: "fixture://local/films.json?copy=\($0)")! }
        let broken = URL(string: "fixture://local/missing.png")!
        let images = try await downloader.images(urls + urls + [broken])
        #expect(images.data.count == 10)
        #expect(Array(images.failures.keys) == [broken])
        #expect(await transport.requests.count == 11)
        #expect(await transport.mostAtOnce == 3)
    }

    @Test("cancelling the caller ends an image download with .cancelled")
    func cancellation() async throws {
        let transport = RecordingTransport(FixtureTransport(api: PackAPI(packs: SamplePacks.all)))
        await transport.setDelay(.seconds(10))
        let downloader = Downloader(transport: transport, routes: routes)
        let urls = (1...20).map { URL(string: "fixture://local/films.json?copy=\($0)")! }
        let task = Task { try await downloader.images(urls) }
        // Cancel once the first batch is under way, however busy the machine is.
        let deadline = ContinuousClock.now + .seconds(60)
        while await transport.requests.count < Downloader.defaultConcurrency, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        task.cancel()
        let started = ContinuousClock.now
        let result = await task.result
        // Well within the 10 s that the downloads would take.
        #expect(started.duration(to: .now) < .seconds(5))
        guard case .failure(let error as TransportError) = result, case .cancelled = error else {
            Issue.record("expected .cancelled, got \(result)")
            return
        }
        let sent = await transport.requests.count
        #expect(sent == Downloader.defaultConcurrency, "\(sent) requests sent")
    }
}

/// Answers every quiz page request with page 1, as a server that ignores `pageno` would.
/// A server whose every response is `body`.
private struct CannedReply: Transport {
    let body: Data

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        TransportResponse(status: 200, body: body)
    }

    func shutdown() async {}
}

private struct FirstPageOnly: Transport {
    let fixture = FixtureTransport(api: PackAPI(packs: [SamplePacks.quizzes()]))

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        var page = request
        page.url = URL(string: "fixture://local/api/quizzes?pageno=1")!
        return try await fixture.send(page)
    }

    func shutdown() async {}
}
