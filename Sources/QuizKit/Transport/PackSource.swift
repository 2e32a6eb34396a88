import Foundation

/// Where question sets come from: local pack folders served in-process, or a quiz API over HTTP.
public enum PackSource: Sendable, Hashable {
    /// Pack folders read by a `PackCatalog` and answered by a `FixtureTransport`.
    case fixture(folders: [URL])
    /// A server of the quiz APIs, such as `quiz serve`, at this base URL.
    case http(URL)

    /// The bundled packs and the user's own, as `PackCatalog.standard` reads them.
    public static func standard(directories: XDGDirectories = XDGDirectories()) -> PackSource {
        .fixture(folders: PackCatalog.standard(directories: directories).folders)
    }

    /// The base URL that routes for this source start from.
    public var baseURL: URL {
        switch self {
        case .fixture: FixtureTransport.baseURL
        case .http(let url): url
        }
    }
}
