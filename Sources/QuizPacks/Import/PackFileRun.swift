import Dispatch
import Foundation
import QuizCore
import Synchronization

/// A run of a pack's items encoded and checked on another core as soon as it is made, while the importer reads the
/// next questions; `PackFileWriter` takes the runs' text in order with `text()`.
final class PackFileRun: Sendable {
    /// The run's items, a pack of their own.
    let items: Pack
    private let done = DispatchGroup()
    /// The run's text once encoded: nil when the run cannot be written or has a fault.
    private let encoded = Mutex<Data?>(nil)

    /// Starts encoding `items` as `PackFile.itemsText(of:file:frame:)` does.
    init(_ items: Pack, file: String, frame: PackFile.Frame) {
        self.items = items
        done.enter()
        DispatchQueue.global().async { [self] in
            let text = try? PackFile.itemsText(of: items, file: file, frame: frame)
            encoded.withLock { $0 = text }
            done.leave()
        }
    }

    /// The run's items as the whole file has them, once encoded and checked; nil when the run cannot be written or
    /// has a fault.
    func text() -> Data? {
        done.wait()
        return encoded.withLock { $0 }
    }
}
