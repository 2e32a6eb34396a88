import Synchronization

/// Counts a sync's files and bytes as they arrive and reports each step.
final class SyncCounter: Sendable {
    private struct State {
        var phase = SyncProgress.Phase.packs
        var done = 0
        var total = 0
        var bytes = 0
    }

    private let state = Mutex(State())
    private let started = ContinuousClock.now
    private let report: @Sendable (SyncProgress) -> Void

    init(report: @escaping @Sendable (SyncProgress) -> Void) {
        self.report = report
    }

    var done: Int { state.withLock { $0.done } }
    var total: Int { state.withLock { $0.total } }
    var bytes: Int { state.withLock { $0.bytes } }

    func begin(_ phase: SyncProgress.Phase, total: Int) {
        update { $0 = State(phase: phase, done: 0, total: total, bytes: $0.bytes) }
    }

    func advance() {
        update { $0.done += 1 }
    }

    func received(_ bytes: Int) {
        update { $0.bytes += bytes }
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
