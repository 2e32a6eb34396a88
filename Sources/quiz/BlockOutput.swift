import QuizCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output written in blocks of 64 KiB, for the long output of scripts: each line, made safe for the terminal
/// already by `ScriptRunner`, is kept until a block is full, `flush()` is called, or, when standard output is a
/// terminal, at once.
final class BlockOutput {
    private var pending: [UInt8] = []
    private let blockSize = 1 << 16
    private let toTerminal = isatty(STDOUT_FILENO) == 1

    init() {
        pending.reserveCapacity(blockSize)
    }

    deinit {
        flush()
    }

    func write(_ line: String) {
        var line = line
        line.withUTF8 { pending.append(contentsOf: $0) }
        pending.append(UInt8(ascii: "\n"))
        if toTerminal || pending.count >= blockSize { flush() }
    }

    /// Writes out what is kept, before anything goes to standard error and at the end.
    func flush() {
        fflush(nil)
        var written = 0
        while written < pending.count {
            let count = pending[written...].withUnsafeBytes { writeOut($0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                StandardOutput.failed(FileFailure.posix(count < 0 ? errno : EIO))
                break
            }
            written += count
        }
        pending.removeAll(keepingCapacity: true)
    }
}

private func writeOut(_ bytes: UnsafeRawBufferPointer) -> Int {
    write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
}
