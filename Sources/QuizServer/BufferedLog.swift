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
        let next = pending.withLock { pending -> Next in
            text.withUTF8 { pending.bytes.append(contentsOf: $0) }
            pending.bytes.append(UInt8(ascii: "\n"))
            if pending.bytes.count >= limit { return .now }
            if pending.flushing { return .nothing }
            pending.flushing = true
            return .later
        }
        switch next {
        case .now: flush()
        case .later:
            Task {
                try? await Task.sleep(for: delay)
                flush()
            }
        case .nothing: break
        }
    }

    private enum Next {
        case nothing, now, later
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
