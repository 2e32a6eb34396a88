import QuizClient

/// Gives `body` an HTTP transport, and shuts it down afterwards however `body` ends.
public func withHTTPTransport(
    _ configuration: HTTPTransport.Configuration = HTTPTransport.Configuration(),
    _ body: (HTTPTransport) async throws -> Void
) async throws {
    let transport = HTTPTransport(configuration: configuration)
    do {
        try await body(transport)
    } catch {
        await transport.shutdown()
        throw error
    }
    await transport.shutdown()
}
