import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// Where a session's packs come from, as the player names it: folders of packs, the same folders answered
/// through the fixture transport, or a server of the quiz APIs.
public enum SourceAddress: Sendable, Hashable {
    /// Pack folders read in this process: the packs keep their answers and the game judges them itself.
    case local(folders: [URL])
    /// Pack folders answered in-process through the fixture transport, as a server would answer them.
    case fixture(folders: [URL])
    /// A server of the quiz APIs at this base URL: a `quiz serve`, or servers of the original APIs, with the token
    /// and the URLs of kinds that live elsewhere.
    case http(URL, ServerOptions = ServerOptions())

    /// The base URL of the routes a fixture transport answers.
    public static let fixtureBase = URL(string: "fixture://local")!

    /// The bundled packs and the user's own, as `PackCatalog.standard` reads them.
    public static func standard(directories: XDGDirectories = XDGDirectories()) -> SourceAddress {
        .local(folders: PackCatalog.standard(directories: directories).folders)
    }

    /// The routes of a source reached through a transport; nil for local packs.
    public var routes: APIRoutes? {
        switch self {
        case .local: nil
        case .fixture: APIRoutes(base: Self.fixtureBase)
        case .http(let url, let options):
            APIRoutes(base: url, overrides: options.kindURLs, token: options.token, checkBase: options.checkURL)
        }
    }

    /// The folders of packs read in this process, local or through the fixture; nil for a server.
    public var folders: [URL]? {
        switch self {
        case .local(let folders), .fixture(let folders): folders
        case .http: nil
        }
    }
}
