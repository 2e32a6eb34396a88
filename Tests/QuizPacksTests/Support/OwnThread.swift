import Foundation

/// Runs `work` on a thread of its own and suspends until it returns.
///
/// For work that keeps a core busy for seconds, such as reading a pack of 20,000 items: on a thread of the pool that
/// every test of the run shares (as many threads as the machine has cores), two such tests would stall the servers
/// that other tests run meanwhile, past their deadlines. Check what it returns in the test itself: an expectation
/// belongs to the test's task, which the thread is not.
func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
