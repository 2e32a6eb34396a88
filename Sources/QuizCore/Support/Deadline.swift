/// Thrown by `withDeadline` when the time is up.
public struct DeadlineReached: Error {}

/// The value of `operation`, or `DeadlineReached` when it has not ended by `deadline` (it is then cancelled).
public func withDeadline<Value: Sendable>(
    _ deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(until: deadline, clock: .continuous)
            throw DeadlineReached()
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
