import QuizPacks
import Synchronization

/// Watches a downloader's notices for a copy that could not be written: a sync whose files are not on disk is not
/// a sync.
final class StoreFailures: Sendable {
    private let first = Mutex<DownloadCache.WriteError?>(nil)

    func watch(_ event: DownloadEvent) {
        guard case .notice(.notCached(let error)) = event else { return }
        first.withLock { $0 = $0 ?? error }
    }

    func check(done: Int, total: Int) throws(SyncError) {
        if let error = first.withLock({ $0 }) { throw .cannotStore(error, done: done, total: total) }
    }
}
