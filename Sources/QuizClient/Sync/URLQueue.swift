import Foundation
import Synchronization

/// URLs handed out one at a time to downloads running at once, until they run out or the queue is closed.
final class URLQueue: Sendable {
    private let remaining: Mutex<[URL].SubSequence>

    init(_ urls: [URL]) {
        remaining = Mutex(urls[...])
    }

    /// The next URL, or nil when there is none left or the queue was closed.
    func next() -> URL? {
        remaining.withLock { $0.popFirst() }
    }

    /// Hands out nothing more.
    func close() {
        remaining.withLock { $0 = [] }
    }
}
