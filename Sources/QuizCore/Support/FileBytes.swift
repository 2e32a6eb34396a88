import Foundation

/// Reads a whole regular file of at most a stated size with `open` and `read`; a device, a pipe or a file over the
/// limit is refused before it is read, and a failure is the system's word for it (`no such file or directory`,
/// `is a directory`) or quiz's own sentence naming the limit.
public enum FileBytes {
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// `no such file or directory`, `permission denied`, `is a directory`, or a limit's `Limit.reason`.
        public var reason: String
        public var description: String { reason }

        public init(reason: String) { self.reason = reason }

        /// The reason for a device (`/dev/zero`), a pipe or a socket.
        public static let notRegularFile = "it is not a regular file but a device or a pipe"
    }

    /// The most bytes quiz reads from one file of a kind, so that an endless device or a huge file is a sentence
    /// rather than memory running out.
    public struct Limit: Sendable, Hashable {
        public var bytes: Int
        /// What the file is, as the reason names it: `a script or transcript`.
        public var kind: String

        /// A script of `quiz run` or a transcript of `quiz test`.
        public static let script = Limit(bytes: 16 << 20, kind: "a script or transcript")
        /// A pack file, as large as a pack download may be.
        public static let pack = Limit(bytes: 64 << 20, kind: "a pack file")
        /// A file of `quiz import`: GIFT, Aiken, Anki or Open Trivia DB.
        public static let importFile = Limit(bytes: 256 << 20, kind: "a file to import")
        /// A `--token-file` of `quiz serve`.
        public static let tokenFile = Limit(bytes: 1 << 20, kind: "a token file")
        /// A review log that `quiz practice --optimize --log` reads.
        public static let reviewLog = Limit(bytes: 256 << 20, kind: "a review log")

        /// A picture, downloaded or beside a pack, as play, `quiz validate` and `quiz serve` read it.
        public static let picture = Limit(bytes: 16 << 20, kind: "a picture")

        public static let all: [Limit] = [.script, .pack, .importFile, .tokenFile, .reviewLog, .picture]

        /// `it is over 16 MiB, the limit for a script or transcript`.
        public var reason: String { "it is over \(bytes >> 20) MiB, the limit for \(kind)" }
    }

    /// The bytes of the regular file at `path`, of at most `limit` bytes.
    public static func read(_ path: String, limit: Limit) throws(Failure) -> Data {
        let (descriptor, size) = try openRegularFile(path, limit: limit)
        defer { close(descriptor) }
        var data = Data(capacity: size)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: FileFailure.posix(errno))
            }
            // A file that grows while it is read stops at the limit too.
            guard data.count + count <= limit.bytes else { throw Failure(reason: limit.reason) }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Calls `body` with the bytes of the regular file at `path`, of at most `limit` bytes, in pieces of about
    /// `size` bytes, each ending after a line feed or at the end of the file, so that no line and no UTF-8
    /// character is cut between two pieces; a line longer than `size` makes its piece longer. `body` returns false
    /// to stop reading; the result says whether the whole file was given.
    public static func forEachLines(
        _ path: String, limit: Limit, size: Int = 1 << 20, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws(Failure) -> Bool {
        let (descriptor, _) = try openRegularFile(path, limit: limit)
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: size * 2)
        var filled = 0
        var total = 0
        while true {
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let count = buffer.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: FileFailure.posix(errno))
            }
            total += max(count, 0)
            // A file that grows while it is read stops at the limit too.
            guard total <= limit.bytes else { throw Failure(reason: limit.reason) }
            filled += count
            let atEnd = count == 0
            guard atEnd || filled >= size else { continue }
            let end =
                atEnd ? filled : (buffer[..<filled].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0)
            guard end > 0 || atEnd else { continue }
            let going = buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<end])) }
            guard going, !atEnd else { return atEnd }
            buffer.withUnsafeMutableBufferPointer { bytes in
                let rest = filled - end
                if rest > 0 { bytes.baseAddress!.update(from: bytes.baseAddress! + end, count: rest) }
            }
            filled -= end
        }
    }

    /// Opens a regular file of at most `limit` bytes; a folder, a device or a pipe is refused before it is read,
    /// and so is a file over the limit, by its size.
    private static func openRegularFile(_ path: String, limit: Limit) throws(Failure) -> (Int32, Int) {
        // Without blocking, so that a pipe with no writer is refused rather than waited on.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(reason: FileFailure.posix(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = FileFailure.posix(errno)
            close(descriptor)
            throw Failure(reason: reason)
        }
        let reason: String? =
            switch status.st_mode & S_IFMT {
            case S_IFREG: Int(status.st_size) > limit.bytes ? limit.reason : nil
            case S_IFDIR: "is a directory"
            default: Failure.notRegularFile
            }
        if let reason {
            close(descriptor)
            throw Failure(reason: reason)
        }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        return (descriptor, Int(status.st_size))
    }
}
