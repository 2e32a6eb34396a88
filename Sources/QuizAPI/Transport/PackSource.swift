import Foundation
import QuizCore
import QuizPacks

/// Where question sets come from: local pack folders served in-process, or a quiz API over HTTP.
public enum PackSource: Sendable, Hashable {
    /// Pack folders read by a `PackCatalog` and answered by a `FixtureTransport`.
    case fixture(folders: [URL])
    /// A server of the quiz APIs at this base URL: a `quiz serve`, or servers of the original APIs, with the token
    /// and the URLs of kinds that live elsewhere.
    case http(URL, ServerOptions = ServerOptions())

    /// The bundled packs and the user's own, as `PackCatalog.standard` reads them.
    public static func standard(directories: XDGDirectories = XDGDirectories()) -> PackSource {
        .fixture(folders: PackCatalog.standard(directories: directories).folders)
    }

    /// The base URL that routes for this source start from.
    public var baseURL: URL {
        switch self {
        case .fixture: FixtureTransport.baseURL
        case .http(let url, _): url
        }
    }

    /// The routes of this source.
    public var routes: APIRoutes {
        switch self {
        case .fixture: APIRoutes(base: FixtureTransport.baseURL)
        case .http(let url, let options):
            APIRoutes(base: url, overrides: options.kindURLs, token: options.token, checkBase: options.checkURL)
        }
    }
}
