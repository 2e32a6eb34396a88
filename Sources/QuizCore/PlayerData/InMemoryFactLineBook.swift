import Synchronization

/// A `FactLineBook` that lives as long as the process.
public final class InMemoryFactLineBook: FactLineBook {
    private let lines = Mutex<[String: FactLine]>([:])

    public init() {}

    public func line(for pack: String) -> FactLine {
        lines.withLock { $0[pack] ?? FactLine() }
    }

    public func setLine(_ line: FactLine, for pack: String) {
        lines.withLock { $0[pack] = line }
    }
}
