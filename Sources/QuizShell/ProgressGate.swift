import Synchronization

/// Whether download progress is shown right now.
final class ProgressGate: Sendable {
    private let open = Mutex(false)

    var isOpen: Bool { open.withLock { $0 } }

    /// Shows progress while `body` runs.
    func whileOpen<T>(_ body: () async throws -> T) async rethrows -> T {
        open.withLock { $0 = true }
        defer { open.withLock { $0 = false } }
        return try await body()
    }
}
