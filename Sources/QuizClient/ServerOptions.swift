import Foundation
import QuizAPI
import QuizCore

/// What quiz needs to know of a server besides its base URL: the token of the quiz routes, and the URLs of the
/// kinds that live elsewhere, as on the original services (the matches' check on another host, the books at the
/// root of their own).
public struct ServerOptions: Sendable, Hashable {
    /// Sent as `?token=` on the quiz routes, and nowhere else.
    public var token: String?
    /// The base URL of each kind that is not at the server's own.
    public var kindURLs: [ItemKind: URL] = [:]
    /// The base URL of the matches' `/check`, when it is not the matches'.
    public var checkURL: URL?

    public init(token: String? = nil, checkURL: URL? = nil) {
        self.token = token
        self.checkURL = checkURL
    }

    /// The names that `source` and the command line give the URLs: `quiz=`, `match=`, `check=`, `book=`, `film=`,
    /// `fact=`, `choice=`.
    public static let urlNames = ["quiz", "match", "check", "book", "film", "fact", "choice"]

    /// Sets the URL called `name` (one of `urlNames`); false when there is no such name.
    public mutating func setURL(_ name: String, _ url: URL) -> Bool {
        guard Self.urlNames.contains(name) else { return false }
        if let kind = ItemKind(rawValue: name) { kindURLs[kind] = url } else { checkURL = url }
        return true
    }

    /// The URLs given, as `name=URL` words in the order of `urlNames`: for messages. The token is never shown.
    public var urlWords: [String] {
        Self.urlNames.compactMap { name in
            let url = name == "check" ? checkURL : ItemKind(rawValue: name).flatMap { kindURLs[$0] }
            return url.map { "\(name)=\($0.redactingToken)" }
        }
    }
}
