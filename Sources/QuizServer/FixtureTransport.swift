import Foundation
import QuizAPI

/// A transport that answers in-process through the same router of `PackAPI` that `quiz serve` serves, as a server
/// would answer: for tests, and for `source fixture DIR`.
///
/// It reads only the path and query of a request, so routes built on any base URL work; the client's
/// `SourceAddress.fixtureBase` is the one to use, and it is what messages show.
public struct FixtureTransport: Transport {
    public let api: PackAPI

    public init(api: PackAPI) {
        self.api = api
    }

    public func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        guard !Task.isCancelled else { throw .cancelled(url: request.url) }
        return await api.respond(method: request.method.rawValue, url: request.url)
    }

    public func shutdown() async {}
}
