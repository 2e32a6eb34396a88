import Foundation
import QuizPacks

/// The check every server URL passes where it enters quiz (`--source`, the per-kind URLs, `source http URL`), so
/// that what reaches the network is an `http` or `https` URL with a host and a port that exists.
///
/// A message names the URL as `ServerAddress.shown` writes it: with any password as `***`.
public enum ServerAddress {
    /// Why a text is not a server URL.
    public enum Problem: Error, Sendable, Hashable {
        /// Not a URL of the `http` or `https` scheme with a host.
        case notAURL(String)
        /// A port above 65535 (or of more digits than any port has).
        case portOutOfRange(String, port: String)
    }

    public static let highestPort = 65535

    /// `text` as a URL, once it is known to be a server URL that can be connected to.
    public static func check(_ text: String) throws(Problem) -> URL {
        guard WebAddress.isValid(text), let url = URL(string: text), url.host?.isEmpty == false else {
            throw .notAURL(text)
        }
        if let port = portText(of: text), port.isEmpty || port.count > 5 || Int(port)! > highestPort {
            if port.isEmpty { throw .notAURL(text) }
            throw .portOutOfRange(text, port: port)
        }
        return url
    }

    /// `url` without its `token` query item, however spelled, and that token (nil when absent or empty): a URL
    /// copied from the service, `https://host/?token=T`, is the server's base URL and the token of its quiz routes.
    public static func splittingToken(_ url: URL) -> (url: URL, token: String?) {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let items = parts.queryItems,
            let item = items.first(where: { $0.name.lowercased() == "token" })
        else { return (url, nil) }
        let rest = items.filter { $0.name.lowercased() != "token" }
        parts.queryItems = rest.isEmpty ? nil : rest
        return (parts.url ?? url, item.value.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The digits after the host's colon, or nil when there is no port.
    static func portText(of text: String) -> String? {
        guard let schemeEnd = text.range(of: "://") else { return nil }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        let afterHost: Substring
        if hostAndPort.hasPrefix("[") {
            guard let close = hostAndPort.firstIndex(of: "]") else { return nil }
            afterHost = hostAndPort[hostAndPort.index(after: close)...]
        } else {
            afterHost = hostAndPort.firstIndex(of: ":").map { hostAndPort[$0...] } ?? ""
        }
        guard afterHost.hasPrefix(":") else { return nil }
        return String(afterHost.dropFirst())
    }

    /// `text` with the password of any `user:password@` replaced by `***` and any token masked: how messages and
    /// logs show a URL.
    public static func shown(_ text: String) -> String {
        TokenRedaction.redact(hidingPassword(text))
    }

    static func hidingPassword(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let rest = text[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        // A password typed with a "/", "?" or "#" in it ends the authority early: what follows its colon is then no
        // port, and the user information runs on to the first "@".
        if !authority.contains("@"), !authority.hasPrefix("["), let colon = authority.firstIndex(of: ":"),
            !authority[colon...].dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let at = rest.firstIndex(of: "@")
        {
            authority = rest[...at]
        }
        guard let at = authority.lastIndex(of: "@") else { return text }
        let userInfo = authority[..<at]
        let user = userInfo.prefix { $0 != ":" }
        let masked = user.count == userInfo.count ? String(user) : user + ":" + TokenRedaction.mask
        return text[..<schemeEnd.upperBound] + masked + text[at...]
    }
}

extension ServerAddress.Problem: CustomStringConvertible {
    /// In English; the shell says the same in Spanish.
    public var description: String {
        switch self {
        case .notAURL(let text):
            "\"\(ServerAddress.shown(text))\" is not a server URL; give one such as http://127.0.0.1:8080"
        case .portOutOfRange(let text, let port):
            "\"\(ServerAddress.shown(text))\" has port \(port.prefix(12)), and ports go from 1 to 65535; "
                + "give the server's port, such as http://127.0.0.1:8080"
        }
    }
}
