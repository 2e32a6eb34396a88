import Foundation
import QuizCore

/// Replaces a file's contents in one step: the data goes to a temporary file beside it, renamed over it, so that a
/// reader sees the old contents or the new, never half of them.
///
/// A process killed at any moment leaves the old file or the new one, since the rename is one step of the system's;
/// that is the guarantee the callers (caches and rotation records) need, so there is no `fsync` (which
/// `Data.write(options: .atomic)` costs, with a second rename). Only a power cut between the write and the system's
/// own flush could lose the newest contents, which those callers can afford. The folder is created only when the
/// first attempt finds it missing.
public enum AtomicFile {
    /// Why the file could not be written, in the words of the system.
    public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        public var file: URL
        public var reason: String

        public init(file: URL, reason: String) {
            self.file = file
            self.reason = reason
        }

        public var description: String { "\(file.path): \(reason)" }
    }

    public static func replace(_ file: URL, with data: Data) throws(WriteError) {
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(temporaryName(for: file.lastPathComponent))
        var descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 && (errno == ENOENT || errno == ENOTDIR) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw WriteError(file: file, reason: FileFailure.reason(error))
            }
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw WriteError(file: file, reason: String(cString: strerror(errno))) }
        let written = writeAll(data, to: descriptor)
        close(descriptor)
        guard written, rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw WriteError(file: file, reason: reason)
        }
    }

    /// `.NAME.PID.UUID.tmp`: hidden, unique, and naming the process that writes it, so that a file left by a
    /// killed process can be told from one being written (see `StrayTemporaries`).
    static func temporaryName(for name: String) -> String {
        ".\(name).\(getpid()).\(UUID().uuidString).tmp"
    }

    /// Writes every byte of `data`, going on after interrupted or partial writes; false when the system refuses.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
