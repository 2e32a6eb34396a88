import Foundation

/// Replaces a file's contents in one step: the data goes to a temporary file beside it, renamed over it, so that a
/// reader sees the old contents or the new, never half of them.
///
/// There is no `fsync` (which `Data.write(options: .atomic)` may cost): after a crash the file may be lost, which
/// the callers (caches and rotation records) can afford.
public enum AtomicFile {
    /// Why the file could not be written, in the words of the system.
    public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        public var file: URL
        public var reason: String

        public var description: String { "\(file.path): \(reason)" }
    }

    public static func replace(_ file: URL, with data: Data) throws(WriteError) {
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(file: file, reason: (error as NSError).localizedDescription)
        }
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw WriteError(file: file, reason: String(cString: strerror(errno)))
        }
        guard rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(file: file, reason: reason)
        }
    }
}
