import Foundation

/// Sends one request and returns the response: the seam between quiz and the network.
///
/// `FixtureTransport` answers in-process from local packs; `HTTPTransport` (module QuizHTTP) goes over HTTP.
/// A response with any status is returned, not thrown; errors are for requests that got no usable response.
public protocol Transport: Sendable {
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse
    /// Releases what the transport holds (connections, threads); no request may be sent after it.
    func shutdown() async
}

public struct TransportRequest: Sendable, Hashable {
    public enum Method: String, Sendable, Hashable {
        case get = "GET"
        case head = "HEAD"
        case post = "POST"
        case put = "PUT"
        case delete = "DELETE"
    }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    /// How long the whole request may take; the transport's default when nil.
    public var timeout: Duration?
    /// The most bytes the body may have, below the transport's own limit; that limit when nil.
    public var bodyLimit: Int?

    public init(
        method: Method = .get, url: URL, headers: [String: String] = [:], timeout: Duration? = nil,
        bodyLimit: Int? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.bodyLimit = bodyLimit
    }
}

/// What a server answered: status, headers (names lowercased) and body.
public struct TransportResponse: Sendable, Hashable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
