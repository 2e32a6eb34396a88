import QuizClient
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
