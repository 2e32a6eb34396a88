import Foundation

/// What the API's routes read from a request URL: the path's segments and the query's values, percent-decoded.
///
/// Empty segments are dropped, so `/books.json/` and `//books.json` are `["books.json"]`. In the query, `+` is a
/// space (as web servers read it) and the first of repeated names wins.
struct APIRequestTarget: Sendable, Hashable {
    var url: URL
    var segments: [String]
    var query: [String: String]

    init(url: URL) {
        self.url = url
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        segments = (components?.percentEncodedPath ?? url.path)
            .split(separator: "/")
            .map { Self.decode($0) }
        var query: [String: String] = [:]
        for pair in (components?.percentEncodedQuery ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0], plusIsSpace: true)
            if query[name] == nil { query[name] = parts.count > 1 ? Self.decode(parts[1], plusIsSpace: true) : "" }
        }
        self.query = query
    }

    /// The same URL with `pageno` set to `page`, the other query parameters kept in their order.
    func withPage(_ page: Int) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "" }
        var pairs = (components.percentEncodedQuery ?? "").split(separator: "&").map(String.init)
        if let index = pairs.firstIndex(where: { $0 == "pageno" || $0.hasPrefix("pageno=") }) {
            pairs[index] = "pageno=\(page)"
        } else {
            pairs.append("pageno=\(page)")
        }
        components.percentEncodedQuery = pairs.joined(separator: "&")
        return components.string ?? ""
    }

    private static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String {
        let spaced = plusIsSpace ? text.replacingOccurrences(of: "+", with: " ") : String(text)
        return spaced.removingPercentEncoding ?? spaced
    }
}
