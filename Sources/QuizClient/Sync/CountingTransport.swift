import QuizAPI

/// A transport that passes every request on and counts the bytes of each answer.
struct CountingTransport: Transport {
    let inner: any Transport
    let counter: SyncCounter

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let response = try await inner.send(request)
        counter.received(response.body.count)
        return response
    }

    func shutdown() async {}
}
