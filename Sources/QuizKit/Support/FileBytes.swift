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

    private static func failure() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
