import Foundation
import QuizAPI
import QuizClass
import QuizCore
import QuizPacks

/// Downloads, once, everything a server has: every pack, every picture its items name, and the answers that let
/// its quizzes be judged without the server. Afterwards `--offline` plays all of it from the cache.
///
/// A run downloads into a folder of its own beside the cache (`sync-ID`), so the copies of the last complete sync
/// stay in use until the new one is complete; only then are the new files moved over the old ones. Each file is
/// noted in the records as it is complete: a run stopped by Ctrl-C, a dead link or a full disk is resumed by the
/// next one, which downloads only what is missing.
public struct PackSync: Sendable {
    public let routes: APIRoutes
    /// Fetches the server's files, and the pictures on other hosts (a film's poster on the web).
    private let transport: any Transport
    private let cache: DownloadCache
    private let records: any SyncRecords
    private let now: @Sendable () -> Date
    private let concurrency = Downloader.defaultConcurrency

    public init(
        routes: APIRoutes, transport: any Transport, cache: DownloadCache, records: any SyncRecords,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.routes = routes
        self.transport = transport
        self.cache = cache
        self.records = records
        self.now = now
    }

    /// The name the records know the server by: its address without a token.
    public var source: String { Self.source(of: routes) }

    public static func source(of routes: APIRoutes) -> String { DownloadCache.key(for: routes.base) }

    public func run(report: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws(SyncError)
        -> SyncSummary
    {
        let run = try withRecords { try records.openRun(source: source, at: now()) }
        let staging = DownloadCache(folder: cache.folder.appendingPathComponent("sync-\(run.id)", isDirectory: true))
        let done = Set(try withRecords { try records.files(of: run) }.map(\.url))
        let counter = SyncCounter(counting: transport, report: report)
        // The first copy that the downloads could not write: a sync whose files are not on disk is not a sync.
        let unstored = SharedValue<DownloadCache.WriteError?>(nil)
        let watch: @Sendable (DownloadEvent) -> Void = { event in
            if case .notice(.notCached(let error)) = event { unstored.change { $0 = $0 ?? error } }
        }
        let online = Downloader(transport: counter, routes: routes, cache: staging, report: watch)

        let summaries: [PackSummary]
        do throws(TransportError) {
            summaries = try await online.packs()
            // A kind the server has but could not serve is not left out of a sync that says it is complete.
            if let failure = Downloader.firstFailure(await online.missingKinds) { throw failure }
        } catch { throw .transport(error.withoutCache, done: 0, total: 0) }
        counter.begin(.packs, total: summaries.count)
        var packs: [(summary: PackSummary, pack: Pack, routes: APIRoutes)] = []
        var answers = 0
        var reused = 0
        // The packs a resumed run downloaded whole are read back from its folder, without the network.
        let resumed = Downloader(transport: transport, routes: routes, cache: staging, offline: true)
        if !done.isEmpty { _ = try? await resumed.packs() }
        for summary in summaries {
            let packRoutes = await online.routes(for: summary.name)
            let key = DownloadCache.key(for: packRoutes.set(of: summary.kind))
            if done.contains(key), let pack = try? await resumed.pack(summary) {
                packs.append((summary, pack, packRoutes))
                if summary.kind == .quiz || summary.kind == .mixed {
                    answers += try withRecords { try records.answers(pack: pack.name, source: source) }.count
                }
                reused += 1
                counter.advance()
                continue
            }
            do {
                let before = counter.bytes
                let pack = try await online.pack(summary)
                let bytes = counter.bytes - before
                if let error = unstored.get() {
                    throw SyncError.cannotStore(error, done: counter.done, total: counter.total)
                }
                answers += try await keepAnswers(of: pack, routes: packRoutes, counter)
                try withRecords { try records.record(SyncedFile(url: key, bytes: bytes), in: run) }
                packs.append((summary, pack, packRoutes))
                counter.advance()
            } catch let error as TransportError {
                throw .transport(error.withoutCache, done: counter.done, total: counter.total)
            } catch {
                throw Self.recordsFailure(error)
            }
        }

        let pictures = pictureURLs(of: packs.map { ($0.pack, $0.routes) })
        counter.begin(.pictures, total: pictures.count)
        var missing: [String] = []
        var pending: [URL] = []
        for url in pictures {
            if done.contains(DownloadCache.key(for: url)),
                FileManager.default.fileExists(atPath: staging.file(for: url).path)
            {
                reused += 1
                counter.advance()
            } else {
                pending.append(url)
            }
        }
        // The downloads keep nothing themselves: each picture is written here, and noted in the records once on disk.
        let pictureDownloader = Downloader(transport: counter, routes: routes, report: watch)
        // Handed out one at a time to the downloads, until they run out or the sync stops.
        let queue = SharedValue(pending[...])
        let (arrivals, arrived) = AsyncStream.makeStream(of: (URL, Result<Data, TransportError>).self)
        var failure: TransportError?
        var stop: SyncError?
        // `concurrency` downloads at once, each asking for its next picture as soon as one has arrived, so that
        // writing them to disk, one after another here, never holds up the network.
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await withTaskGroup(of: Void.self) { downloads in
                    for _ in 0..<concurrency {
                        downloads.addTask {
                            while !Task.isCancelled, let url = queue.change({ $0.popFirst() }) {
                                // Each picture a download of its own, as far as the downloader's limits go.
                                await pictureDownloader.begin(expecting: 1)
                                arrived.yield((url, await pictureDownloader.image(url)))
                            }
                        }
                    }
                }
                arrived.finish()
            }
            for await (url, outcome) in arrivals {
                switch outcome {
                case .success(let data):
                    do throws(SyncError) {
                        do throws(DownloadCache.WriteError) {
                            try staging.store(data, for: url)
                        } catch {
                            throw SyncError.cannotStore(error, done: counter.done, total: counter.total)
                        }
                        try withRecords {
                            try records.record(SyncedFile(url: DownloadCache.key(for: url), bytes: data.count), in: run)
                        }
                        counter.advance()
                    } catch {
                        stop = stop ?? error
                        queue.set([])
                        group.cancelAll()
                    }
                case .failure(let error):
                    let error = error.withoutCache
                    if case .cancelled = error {
                        stop = stop ?? .transport(error, done: counter.done, total: counter.total)
                    } else if isLost(url, error) {
                        missing.append(url.redactingToken)
                        counter.advance()
                    } else {
                        failure = failure ?? error
                    }
                }
            }
        }
        if let stop { throw stop }
        if Task.isCancelled, let url = pending.first {
            throw .transport(.cancelled(url: url), done: counter.done, total: counter.total)
        }
        if let failure { throw .transport(failure, done: counter.done, total: counter.total) }

        do { try publish(staging) } catch { throw .cannotStore(error, done: counter.done, total: counter.total) }
        // Removed before the run is marked finished: a crash in between leaves the run open, and the next one
        // downloads again what the folder held.
        try? FileManager.default.removeItem(at: staging.folder)
        let synced = packs.map { SyncedPack(name: $0.summary.name, kind: $0.summary.kind, items: $0.pack.count) }
        let finishedAt = now()
        try withRecords { try records.finish(run, packs: synced, at: finishedAt) }
        return SyncSummary(
            source: source, packs: synced, pictures: pictures.count - missing.count, missingPictures: missing.sorted(),
            answers: answers, reused: reused, bytes: counter.bytes, finishedAt: finishedAt)
    }

    /// Whether a picture that failed is left out rather than stopping the sync: one the server says it does not
    /// have (a 4xx), or sends elsewhere than HTTP can follow (a 3xx left as it is, such as a redirect to `file://`),
    /// or one on another host (a poster on the web) that cannot be reached. The server's own pictures that fail
    /// otherwise stop the sync, to be resumed.
    private func isLost(_ url: URL, _ error: TransportError) -> Bool {
        if case .status(_, let code, _) = error, (300..<500).contains(code) { return true }
        if case .retryLater(let error, _) = error { return isLost(url, error) }
        return url.host != routes.base.host || url.port != routes.base.port
    }

    /// Asks the server for the answer of each quiz that came without one, and keeps them in the records.
    private func keepAnswers(of pack: Pack, routes: APIRoutes, _ transport: any Transport) async throws -> Int {
        guard case .quiz(let quizzes) = pack.items.ofKind(.quiz), !quizzes.isEmpty else { return 0 }
        var answers: [Int: String] = [:]
        for quiz in quizzes where quiz.answer != nil { answers[quiz.id] = quiz.answer }
        let unanswered = quizzes.filter { $0.answer == nil }.map(\.id)
        try await withThrowingTaskGroup(of: (Int, String).self) { group in
            var next = unanswered.makeIterator()
            func startNext() {
                guard let id = next.next() else { return }
                group.addTask {
                    let body = try await ResponseDecoding.fetch(
                        QuizAnswer.self, from: routes.quizAnswer(id: id), through: transport)
                    return (id, body.answer)
                }
            }
            for _ in 0..<concurrency { startNext() }
            while let (id, answer) = try await group.next() {
                answers[id] = answer
                startNext()
            }
        }
        try withRecords { try records.setAnswers(answers, pack: pack.name, source: source) }
        return answers.count
    }

    /// Every picture the items name, once each, in the order they appear.
    private func pictureURLs(of packs: [(Pack, APIRoutes)]) -> [URL] {
        var seen = Set<URL>()
        return packs.flatMap { pack, routes in
            Question.all(in: pack.items).flatMap { question in
                question.pictures.compactMap { routes.picture($0.url, of: question.kind) }
            }
        }.filter { seen.insert($0).inserted }
    }

    /// Moves every file of the finished run over the cache's copies, one rename each.
    private func publish(_ staging: DownloadCache) throws(DownloadCache.WriteError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: staging.folder.path)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return
        } catch {
            throw DownloadCache.WriteError(folder: staging.folder, reason: FileFailure.reason(error))
        }
        for name in names where name.hasSuffix(".body") {
            let from = staging.folder.appendingPathComponent(name)
            let to = cache.folder.appendingPathComponent(name)
            guard rename(from.path, to.path) == 0 else {
                throw DownloadCache.WriteError(folder: cache.folder, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Runs `body` on the records, its failure a `SyncError`.
    private func withRecords<Value>(_ body: () throws -> Value) throws(SyncError) -> Value {
        do {
            return try body()
        } catch {
            throw Self.recordsFailure(error)
        }
    }

    /// A failure of the records in the database's own terms, which the shell words in the player's language.
    private static func recordsFailure(_ error: any Error) -> SyncError {
        switch error {
        case let error as SyncError: error
        case let error as PlayerDatabaseUnavailable: .records(error.reason)
        case let error as PlayerDatabaseError: .records(error)
        default: .records(.failed(URL(fileURLWithPath: "records"), reason: String(describing: error)))
        }
    }
}
