import Foundation

/// Where a PostgreSQL database is, from a `postgres://user:password@host:port/database` URL. The password is kept
/// for connecting and never shown: `description` leaves it out.
public struct PostgresAddress: Sendable, Hashable, CustomStringConvertible {
    public static let defaultPort = 5432

    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String

    public struct BadURL: Error, Sendable, Hashable, CustomStringConvertible {
        /// The URL without its password.
        public var url: String
        public var reason: String

        public var description: String { "\(url) is not a PostgreSQL URL: \(reason)" }
    }

    public init(url text: String) throws(BadURL) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw BadURL(url: Self.withoutPassword(text), reason: "give postgres://USER@HOST:PORT/DATABASE")
        }
        let shown = Self.withoutPassword(text)
        guard scheme == "postgres" || scheme == "postgresql" else {
            throw BadURL(url: shown, reason: "its scheme is \(scheme), not postgres")
        }
        // An IPv6 address comes between brackets, which are the URL's and not the address's.
        guard let host = components.host?.trimmingCharacters(in: ["[", "]"]), !host.isEmpty else {
            throw BadURL(url: shown, reason: "it has no host")
        }
        guard let user = components.user, !user.isEmpty else { throw BadURL(url: shown, reason: "it has no user") }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw BadURL(url: shown, reason: "it names no database after the host: /DATABASE")
        }
        let port = components.port ?? Self.defaultPort
        guard (1...65535).contains(port) else { throw BadURL(url: shown, reason: "\(port) is not a port") }
        self.host = host
        self.port = port
        self.user = user
        self.password = components.password
        self.database = database
    }

    /// `host:port`, as errors name it.
    public var hostAndPort: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    public var description: String { "postgres://\(user)@\(hostAndPort)/\(database)" }

    /// The URL with any password replaced by `***`, for messages about a URL that does not parse.
    static func withoutPassword(_ text: String) -> String {
        guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].lastIndex(of: "@") else {
            return text
        }
        let credentials = text[scheme.upperBound..<at]
        guard let colon = credentials.firstIndex(of: ":") else { return text }
        return String(text[..<colon]) + ":***" + String(text[at...])
    }
}
