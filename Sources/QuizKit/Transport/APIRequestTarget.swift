import Foundation

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
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = parts[0].isEmpty ? "/" : String(parts[0])
        rawQuery = parts.count > 1 ? String(parts[1]) : ""
        segments = parts[0].split(separator: "/").map { Self.decode($0) }
        var query: [String: String] = [:]
        for pair in rawQuery.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0], plusIsSpace: true)
            if query[name] == nil { query[name] = parts.count > 1 ? Self.decode(parts[1], plusIsSpace: true) : "" }
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

    private static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) })
        else { return String(text) }
        let spaced = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : String(text)
        return spaced.removingPercentEncoding ?? spaced
    }
}
