import QuizAPI

/// A transport that passes every request on and counts the bytes of each answer.
struct CountingTransport: Transport {
    private let inner: any Transport
    private let counter: SyncCounter

    init(_ inner: any Transport, counter: SyncCounter) {
        self.inner = inner
        self.counter = counter
    }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let response = try await inner.send(request)
        counter.received(response.body.count)
        return response
    }

    func shutdown() async {}
}
