import QuizAPI
import Synchronization

/// Counts a sync's files as they complete, and the bytes of each answer as the transport through which the sync's
/// requests pass, and reports each step.
final class SyncCounter: Transport {
    private struct State {
        var phase = SyncProgress.Phase.packs
        var done = 0
        var total = 0
        var bytes = 0
    }

    private let state = Mutex(State())
    private let started = ContinuousClock.now
    private let inner: any Transport
    private let report: @Sendable (SyncProgress) -> Void

    init(counting inner: any Transport, report: @escaping @Sendable (SyncProgress) -> Void) {
        self.inner = inner
        self.report = report
    }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let response = try await inner.send(request)
        update { $0.bytes += response.body.count }
        return response
    }

    func shutdown() async {}

    var done: Int { state.withLock { $0.done } }
    var total: Int { state.withLock { $0.total } }
    var bytes: Int { state.withLock { $0.bytes } }

    func begin(_ phase: SyncProgress.Phase, total: Int) {
        update { $0 = State(phase: phase, done: 0, total: total, bytes: $0.bytes) }
    }

    func advance() {
        update { $0.done += 1 }
    }

    private func update(_ change: (inout State) -> Void) {
        let progress = state.withLock { state in
            change(&state)
            return SyncProgress(
                phase: state.phase, done: state.done, total: state.total, bytes: state.bytes,
                elapsed: ContinuousClock.now - started)
        }
        report(progress)
    }
}
