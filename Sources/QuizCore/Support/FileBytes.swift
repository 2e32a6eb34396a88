import Foundation

/// Reads a whole file with `open` and `read`, so that devices and pipes (`/dev/null`, `/dev/stdin`) read as the
/// bytes they give, and a failure is the system's word for it (`no such file or directory`, `is a directory`).
public enum FileBytes {
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// `no such file or directory`, `permission denied`, `is a directory`.
        public var reason: String
        public var description: String { reason }
    }

    public static func read(_ path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: failure()) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: failure())
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// The bytes of a file in memory of their own, read with `open` and `read` as `read(_:)` reads them: one copy,
    /// whose pages the reader can give back as it goes (see `Buffer.release(before:)`).
    public static func buffer(_ path: String) throws(Failure) -> Buffer {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: failure()) }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
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
