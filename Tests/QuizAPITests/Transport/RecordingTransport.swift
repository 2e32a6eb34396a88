import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// Passes requests on to another transport and records them; while `isDown`, fails each one as a dead network
/// would. `delay` holds every request that long, to see how many run at once.
actor RecordingTransport: Transport {
    private let next: any Transport
    private(set) var requests: [URL] = []
    private(set) var mostAtOnce = 0
    private var inFlight = 0
    var isDown = false
    var delay: Duration = .zero

    init(_ next: any Transport) {
        self.next = next
    }

    func setDown(_ down: Bool) { isDown = down }

    func setDelay(_ delay: Duration) { self.delay = delay }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        requests.append(request.url)
        if isDown { throw .connectionFailed(url: request.url, reason: "connection refused") }
        inFlight += 1
        mostAtOnce = max(mostAtOnce, inFlight)
        defer { inFlight -= 1 }
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled(url: request.url)
            }
        }
        return try await next.send(request)
    }

    nonisolated func shutdown() async {}
}
