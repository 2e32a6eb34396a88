import Foundation
import QuizCore
import QuizPacks
import Synchronization

/// Lines for standard error, written together a moment after the first of them rather than one system call a line:
/// a server under load logs thousands of requests a second. `flush()` writes what is left.
final class BufferedLog: Sendable {
    private let pending = Mutex<(bytes: [UInt8], flushing: Bool)>(([], false))
    private let delay = Duration.milliseconds(50)
    private let limit = 1 << 16

    func write(_ line: String) {
        var text = line
        // Written now when the buffer is full, else a moment after the first line since the last flush.
        let (full, first) = pending.withLock { pending in
            text.withUTF8 { pending.bytes.append(contentsOf: $0) }
            pending.bytes.append(UInt8(ascii: "\n"))
            if pending.bytes.count >= limit { return (true, false) }
            defer { pending.flushing = true }
            return (false, !pending.flushing)
        }
        if full {
            flush()
        } else if first {
            Task {
                try? await Task.sleep(for: delay)
                flush()
            }
        }
    }

    func flush() {
        let bytes = pending.withLock { pending in
            defer { pending = ([], false) }
            return pending.bytes
        }
        guard !bytes.isEmpty else { return }
        FileHandle.standardError.write(Data(bytes))
    }
}
