import Foundation

/// A call run on a thread of its own and waited for a limited time: what it returned and the processor time its
/// thread took, or nothing when it had not returned in time (its thread is then left to end by itself), so that a
/// test of a decoding that would take minutes fails in seconds.
struct BoundedRun<Value: Sendable>: Sendable {
    let value: Value
    let processorSeconds: Double

    static func run(waitingAtMost limit: Duration, _ body: @escaping @Sendable () -> Value) async -> BoundedRun? {
        let race = Race<BoundedRun>()
        return await withCheckedContinuation { continuation in
            race.start(continuation)
            Thread.detachNewThread {
                let start = processorSeconds()
                let value = body()
                race.finish(BoundedRun(value: value, processorSeconds: processorSeconds() - start))
            }
            let (seconds, attoseconds) = limit.components
            DispatchQueue.global().asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18) {
                race.finish(nil)
            }
        }
    }

    /// The processor time of the calling thread.
    private static func processorSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// A continuation resumed by whichever comes first.
private final class Race<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?

    func start(_ continuation: CheckedContinuation<Value?, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func finish(_ value: Value?) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
