import QuizCore

/// The check a pack's links pass: an `http` or `https` URL with a host, read byte by byte rather than through
/// Foundation's URL parser, so that a pack of many thousand links loads quickly.
package enum WebAddress {
    /// Whether `text` is `http://` or `https://` (in any case) followed by a host, then an optional port, path,
    /// query and fragment; the host is not empty, a port is digits, and there is no white space or control byte.
    package static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isValid)
    }

    private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return false }
        var index = 0
        for letter in "http".utf8 {
            guard index < bytes.count, bytes[index] | 0x20 == letter else { return false }
            index += 1
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "s") { index += 1 }
        for mark in "://".utf8 {
            guard index < bytes.count, bytes[index] == mark else { return false }
            index += 1
        }
        var authorityEnd = index
        while authorityEnd < bytes.count, bytes[authorityEnd] != UInt8(ascii: "/"),
            bytes[authorityEnd] != UInt8(ascii: "?"),
            bytes[authorityEnd] != UInt8(ascii: "#")
        {
            authorityEnd += 1
        }
        var hostStart = index
        for place in index..<authorityEnd where bytes[place] == UInt8(ascii: "@") { hostStart = place + 1 }
        var hostEnd = authorityEnd
        var portStart: Int?
        if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
            guard let close = (hostStart..<authorityEnd).first(where: { bytes[$0] == UInt8(ascii: "]") }) else {
                return false
            }
            hostStart += 1
            hostEnd = close
            if close + 1 < authorityEnd {
                guard bytes[close + 1] == UInt8(ascii: ":") else { return false }
                portStart = close + 2
            }
        } else if let colon = (hostStart..<authorityEnd).first(where: { bytes[$0] == UInt8(ascii: ":") }) {
            hostEnd = colon
            portStart = colon + 1
        }
        if let portStart {
            guard (portStart..<authorityEnd).allSatisfy({ (0x30...0x39).contains(bytes[$0]) }) else { return false }
        }
        return hostStart < hostEnd
    }
}
