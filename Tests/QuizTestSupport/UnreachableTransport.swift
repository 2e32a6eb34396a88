import QuizAPI

/// A server that cannot be reached: every request fails to connect, as a dead server's would.
public struct UnreachableTransport: Transport {
    public init() {}

    public func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        throw .connectionFailed(url: request.url, reason: "connection refused")
    }

    public func shutdown() async {}
}
