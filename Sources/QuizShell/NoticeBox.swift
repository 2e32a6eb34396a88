import QuizAPI
import QuizCore
import QuizPacks
import Synchronization

/// Collects the downloader's notices as they are reported, for the command that caused them to show.
final class NoticeBox: Sendable {
    private let notices = Mutex<[DownloadNotice]>([])

    func append(_ notice: DownloadNotice) {
        notices.withLock { $0.append(notice) }
    }

    func take() -> [DownloadNotice] {
        notices.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }
}

/// Whether download progress is shown right now.
final class ProgressGate: Sendable {
    private let open = Mutex(false)

    var isOpen: Bool { open.withLock { $0 } }

    /// Shows progress while `body` runs.
    func whileOpen<T>(_ body: () async throws -> T) async rethrows -> T {
        open.withLock { $0 = true }
        defer { open.withLock { $0 = false } }
        return try await body()
    }
}
