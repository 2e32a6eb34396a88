import QuizClient

extension HTTPTransport {
    /// Runs `body` with a transport of its own, shut down after it whether it returned or threw.
    static func using<T>(_ body: (HTTPTransport) async throws -> T) async throws -> T {
        let transport = HTTPTransport()
        do {
            let result = try await body(transport)
            await transport.shutdown()
            return result
        } catch {
            await transport.shutdown()
            throw error
        }
    }
}
