import Foundation
import QuizCore
import QuizPacks

/// What the API's routes read from a request: the path's segments and the query's values, percent-decoded.
///
/// Read from the request's text with plain string operations, without building a `URL`, as a server sees it.
/// Empty segments are dropped, so `/books.json/` and `//books.json` are `["books.json"]`. In the query, `+` is a
/// space (as web servers read it) and the first of repeated names wins.
struct APIRequestTarget: Sendable, Hashable {
    /// `scheme://host:port`, for `nextUrl`.
    var origin: String
    /// The path as sent, percent-encoded; `/` when empty.
    var path: String
    /// The query as sent, without `?`.
    var rawQuery: String
    var segments: [String]
    var query: [String: String]

    /// - Parameters:
    ///   - origin: `scheme://host:port`.
    ///   - target: the request target, `/path?query` (a fragment is ignored).
    init(origin: String, target: String) {
        self.origin = origin
        // A target is ASCII (anything else is percent-encoded), so it is split on its bytes.
        let (withoutFragment, _) = Self.split(Substring(target), at: "#")
        let (pathPart, queryPart) = Self.split(withoutFragment, at: "?")
        path = pathPart.isEmpty ? "/" : String(pathPart)
        rawQuery = queryPart.map(String.init) ?? ""
        segments = Self.parts(of: pathPart, at: "/").map { Self.decode($0) }
        var query = [String: String](minimumCapacity: 4)
        for pair in Self.parts(of: queryPart ?? "", at: "&") {
            let (name, value) = Self.split(pair, at: "=")
            let decodedName = Self.decode(name, plusIsSpace: true)
            if query[decodedName] == nil { query[decodedName] = value.map { Self.decode($0, plusIsSpace: true) } ?? "" }
        }
        self.query = query
    }

    init(url: URL) {
        let text = url.absoluteString
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            self.init(origin: "", target: text)
            return
        }
        let rest = text[text.index(colon, offsetBy: 3)...]
        let start = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        self.init(origin: String(text[..<start]), target: String(text[start...]))
    }

    /// The path, percent-decoded, for messages.
    var decodedPath: String { path.removingPercentEncoding ?? path }

    /// The same URL with `pageno` set to `page`, the other query parameters kept in their order.
    func withPage(_ page: Int) -> String {
        var pairs = rawQuery.split(separator: "&").map(String.init)
        if let index = pairs.firstIndex(where: { $0 == "pageno" || $0.hasPrefix("pageno=") }) {
            pairs[index] = "pageno=\(page)"
        } else {
            pairs.append("pageno=\(page)")
        }
        return origin + path + "?" + pairs.joined(separator: "&")
    }

    /// `text` before the first occurrence of an ASCII separator, and after it when there is one.
    private static func split(_ text: Substring, at separator: Unicode.Scalar) -> (Substring, Substring?) {
        guard let found = text.utf8.firstIndex(of: UInt8(separator.value)) else { return (text, nil) }
        return (text[..<found], text[text.utf8.index(after: found)...])
    }

    /// The parts of `text` between the occurrences of an ASCII separator, empty ones left out.
    private static func parts(of text: Substring, at separator: Unicode.Scalar) -> [Substring] {
        var parts: [Substring] = []
        parts.reserveCapacity(4)
        var rest = text
        while true {
            let (part, after) = split(rest, at: separator)
            if !part.isEmpty { parts.append(part) }
            guard let after else { return parts }
            rest = after
        }
    }

    /// The text with `%XX` escapes decoded (and `+` as a space in a query); the text as it is, `+` aside, when an
    /// escape is malformed or the bytes are not UTF-8.
    private static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) })
        else { return String(text) }
        var spaced = Array(text.utf8)
        if plusIsSpace {
            for index in spaced.indices where spaced[index] == UInt8(ascii: "+") { spaced[index] = UInt8(ascii: " ") }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(spaced.count)
        var index = 0
        while index < spaced.count {
            guard spaced[index] == UInt8(ascii: "%") else {
                bytes.append(spaced[index])
                index += 1
                continue
            }
            guard index + 2 < spaced.count, let high = hexValue(spaced[index + 1]),
                let low = hexValue(spaced[index + 2])
            else { return String(decoding: spaced, as: UTF8.self) }
            bytes.append(high << 4 | low)
            index += 3
        }
        return String(validating: bytes, as: UTF8.self) ?? String(decoding: spaced, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
