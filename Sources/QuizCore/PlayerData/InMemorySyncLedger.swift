import Foundation
import Synchronization

/// A `SyncLedger` that lives as long as the process: for tests, and for sessions without a database.
public final class InMemorySyncLedger: SyncLedger {
    private struct State {
        var nextID: Int64 = 1
        var open: [String: SyncRun] = [:]
        var files: [Int64: [String: SyncedFile]] = [:]
        var complete: [String: CompleteSync] = [:]
        var answers: [String: [Int: String]] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public func openRun(source: String, at date: Date) -> SyncRun {
        state.withLock { state in
            if let run = state.open[source] { return run }
            let run = SyncRun(id: state.nextID, source: source, startedAt: date)
            state.nextID += 1
            state.open[source] = run
            return run
        }
    }

    public func files(of run: SyncRun) -> [SyncedFile] {
        state.withLock { Array(($0.files[run.id] ?? [:]).values).sorted { $0.url < $1.url } }
    }

    public func record(_ file: SyncedFile, in run: SyncRun) {
        state.withLock { $0.files[run.id, default: [:]][file.url] = file }
    }

    public func finish(_ run: SyncRun, packs: [SyncedPack], at date: Date) {
        state.withLock { state in
            let files = Array((state.files[run.id] ?? [:]).values).sorted { $0.url < $1.url }
            if let earlier = state.complete[run.source] { state.files[earlier.run.id] = nil }
            state.complete[run.source] = CompleteSync(run: run, finishedAt: date, packs: packs, files: files)
            state.open[run.source] = nil
        }
    }

    public func lastComplete(source: String) -> CompleteSync? {
        state.withLock { $0.complete[source] }
    }

    public func setAnswers(_ answers: [Int: String], pack: String, source: String) {
        state.withLock { $0.answers[source + "\n" + pack] = answers }
    }

    public func answers(pack: String, source: String) -> [Int: String] {
        state.withLock { $0.answers[source + "\n" + pack] ?? [:] }
    }
}
