import Foundation
import QuizCore

/// A file's new contents written piece by piece to a temporary file beside it, which `commit` renames over the file
/// in one step and `discard` (or the end of the value) removes: several files written this way can be put in place
/// together once all are written, or none of them. Folders it had to create go with a discarded file when they are
/// left empty.
public final class StagedFile {
    public let file: URL
    private let temporary: URL
    private var descriptor: Int32
    /// The folders that did not exist before the file was staged, the innermost first.
    private var createdFolders: [URL] = []
    /// The system's word for the first write that failed; the pieces after it are not written.
    private var failure: String?

    /// Creates the temporary file, and the folder when the first attempt finds it missing.
    public init(_ file: URL) throws(AtomicFile.WriteError) {
        let folder = file.deletingLastPathComponent()
        self.file = file
        temporary = folder.appendingPathComponent(AtomicFile.temporaryName(for: file.lastPathComponent))
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 && (errno == ENOENT || errno == ENOTDIR) {
            createdFolders = Self.missingFolders(to: folder)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                removeCreatedFolders()
                throw AtomicFile.WriteError(file: file, reason: FileFailure.reason(error))
            }
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            removeCreatedFolders()
            throw AtomicFile.WriteError(file: file, reason: reason)
        }
    }

    deinit { discard() }

    /// Writes all of `data` after the earlier pieces, through interrupted or partial writes; `commit` throws a failure.
    public func append(_ data: Data) {
        guard failure == nil, descriptor >= 0 else { return }
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += count
            }
        }
    }

    /// Puts the contents written in place of the file.
    public func commit() throws(AtomicFile.WriteError) {
        guard descriptor >= 0 else { throw AtomicFile.WriteError(file: file, reason: "it was discarded") }
        close(descriptor)
        descriptor = -1
        guard failure == nil, rename(temporary.path, file.path) == 0 else {
            let reason = failure ?? String(cString: strerror(errno))
            unlink(temporary.path)
            removeCreatedFolders()
            throw AtomicFile.WriteError(file: file, reason: reason)
        }
        createdFolders = []
    }

    /// Removes what was written, leaving the file as it was, and the folders created for it that are left empty.
    public func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary.path)
        removeCreatedFolders()
    }

    /// Removes the folders created for the file, the innermost first, as long as they are empty: something else may
    /// have been put in one meanwhile.
    private func removeCreatedFolders() {
        for folder in createdFolders {
            guard rmdir(folder.path) == 0 else { break }
        }
        createdFolders = []
    }

    /// `folder` and those above it that do not exist, the innermost first.
    private static func missingFolders(to folder: URL) -> [URL] {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while current.path != "/", !FileManager.default.fileExists(atPath: current.path) {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        return missing
    }
}
