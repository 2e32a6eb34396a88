import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// A transport that answers in-process from local packs, through the same router of `PackAPI` that `quiz serve`
/// serves: the default, so that quiz plays offline from `Content/` out of the box.
///
/// It reads only the path and query of a request, so routes built on any base URL work; `baseURL` is the one to
/// use, and it is what messages show.
public struct FixtureTransport: Transport {
    /// The base URL of routes meant for the fixture.
    public static let baseURL = URL(string: "fixture://local")!

    public let api: PackAPI
    /// The packs by name when any request may have them, so that `Downloader` can take a pack as it is instead of
    /// through its JSON; empty when the packs are only known to `api` or a token is needed.
    public let packs: [String: Pack]

    public init(api: PackAPI) {
        self.api = api
        packs = [:]
    }

    /// A fixture serving `packs`; see `PackAPI.init` for the other parameters.
    public init(
        packs: [Pack], tokens: Set<String> = [], preferredLanguage: String? = nil, seed: UInt64 = 0,
        origins: [String: String] = [:], files: PackFiles = PackFiles()
    ) {
        api = PackAPI(
            packs: packs, tokens: tokens, preferredLanguage: preferredLanguage, seed: seed, origins: origins,
            files: files)
        self.packs =
            tokens.isEmpty ? Dictionary(packs.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later }) : [:]
    }

    public func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        guard !Task.isCancelled else { throw .cancelled(url: request.url) }
        return await api.respond(method: request.method.rawValue, url: request.url)
    }

    /// The API itself when `routes` address this fixture and need no token, so that a check or an answer can be had
    /// without a URL or JSON; nil when only a request can say.
    public func inProcessAPI(for routes: APIRoutes) -> PackAPI? {
        guard !packs.isEmpty, routes.base == Self.baseURL, routes.overrides.isEmpty, routes.checkBase == nil
        else { return nil }
        return api
    }

    public func shutdown() async {}
}
