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

        public var description: String { "\(file.path): \(reason)" }
    }

    public static func replace(_ file: URL, with data: Data) throws(WriteError) {
        let staged = try StagedFile(file)
        staged.append(data)
        try staged.commit()
    }

    /// `.NAME.PID.UUID.tmp`: hidden, unique, and naming the process that writes it, so that a file left by a
    /// killed process can be told from one being written (see `StrayTemporaries`).
    static func temporaryName(for name: String) -> String {
        ".\(name).\(getpid()).\(UUID().uuidString).tmp"
    }
}
