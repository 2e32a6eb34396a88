import Foundation

/// Lines of input read with a bound: a line longer than `limit` bytes is read only that far and the rest of it
/// skipped, so that a line of many megabytes costs neither memory nor time, and is refused with a message.
public enum InputLine {
    /// The longest line that is run, in bytes.
    public static let limit = 64 * 1024

    /// The next line of `stream`, else of standard input, without its line end, or nil at the end of input. A line
    /// over `limit` comes back as its first `limit + 1` bytes, so that it is still known to be too long.
    public static func read(from stream: UnsafeMutablePointer<FILE>? = nil) -> String? {
        bytes(from: stream).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the line that `read` reads.
    public static func bytes(from stream: UnsafeMutablePointer<FILE>? = nil) -> [UInt8]? {
        var bytes: [UInt8] = []
        var sawAnything = false
        while true {
            let next = stream.map { getc($0) } ?? getchar()
            if next == EOF { break }
            sawAnything = true
            if next == 0x0A { break }
            if bytes.count <= limit { bytes.append(UInt8(truncatingIfNeeded: next)) }
        }
        guard sawAnything else { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return bytes
    }
}
