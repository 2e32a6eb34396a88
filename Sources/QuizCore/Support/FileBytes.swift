import Foundation

/// Reads a whole regular file of at most a stated size with `open` and `read`; a device, a pipe or a file over the
/// limit is refused before it is read, and a failure is the system's word for it (`no such file or directory`,
/// `is a directory`) or quiz's own sentence naming the limit.
public enum FileBytes {
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// `no such file or directory`, `permission denied`, `is a directory`, or a limit's `Limit.reason`.
        public var reason: String
        public var description: String { reason }

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

        /// A picture beside a pack that `quiz serve` publishes.
        public static let picture = Limit(bytes: 16 << 20, kind: "a picture")

        public static let all: [Limit] = [.script, .pack, .importFile, .tokenFile, .picture]

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
                throw Failure(reason: failure())
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
                throw Failure(reason: failure())
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
        guard descriptor >= 0 else { throw Failure(reason: failure()) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = failure()
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

    /// The bytes of a file in memory of their own, read with `open` and `read` as `read(_:limit:)` reads them: one copy,
    /// whose pages the reader can give back as it goes (see `Buffer.release(before:)`).
    public static func buffer(_ path: String, limit: Limit) throws(Failure) -> Buffer {
        let (descriptor, size) = try openRegularFile(path, limit: limit)
        defer { close(descriptor) }
        // One byte more than the file has, so that the read that finds its end needs no more room.
        let buffer = try Buffer(capacity: max(size + 1, 64 * 1024))
        while true {
            if buffer.count == buffer.capacity { try buffer.grow() }
            let count = Foundation.read(descriptor, buffer.base + buffer.count, buffer.capacity - buffer.count)
            if count == 0 { return buffer }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: failure())
            }
            buffer.count += count
            guard buffer.count <= limit.bytes else { throw Failure(reason: limit.reason) }
        }
    }

    /// Bytes in pages mapped for them alone, so that pages read already can go back to the system.
    public final class Buffer {
        fileprivate private(set) var base: UnsafeMutablePointer<UInt8>
        /// The bytes the pages hold room for, a whole number of pages.
        fileprivate private(set) var capacity: Int
        public fileprivate(set) var count = 0

        fileprivate init(capacity: Int) throws(Failure) {
            self.capacity = Self.pages(capacity)
            base = try Self.map(self.capacity)
        }

        deinit {
            munmap(base, capacity)
        }

        private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

        private static func pages(_ count: Int) -> Int {
            (count + pageSize - 1) / pageSize * pageSize
        }

        private static func map(_ count: Int) throws(Failure) -> UnsafeMutablePointer<UInt8> {
            guard let pages = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                pages != MAP_FAILED
            else { throw Failure(reason: failure()) }
            return pages.assumingMemoryBound(to: UInt8.self)
        }

        /// Twice the room, for a file that grew or a device that does not say its size.
        fileprivate func grow() throws(Failure) {
            let larger = capacity * 2
            let pages = try Self.map(larger)
            pages.update(from: base, count: count)
            munmap(base, capacity)
            base = pages
            capacity = larger
        }

        /// Calls `body` with the bytes, and a function that gives the whole pages before an offset back to the
        /// system; the bytes there read as zeros afterwards.
        public func withBytes<Result, Failure>(
            _ body: (UnsafeBufferPointer<UInt8>, _ release: @escaping (Int) -> Void) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            try body(UnsafeBufferPointer(start: base, count: count)) { [base, count] offset in
                let end = min(offset, count) / Self.pageSize * Self.pageSize
                if end > 0 { madvise(base, end, MADV_DONTNEED) }
            }
        }
    }

    private static func failure() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
