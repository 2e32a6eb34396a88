import Synchronization

/// A `GameLog` that lives as long as the process.
public final class InMemoryGameLog: GameLog {
    private let records = Mutex<[GameRecord]>([])

    public init() {}

    public func append(_ record: GameRecord) {
        records.withLock { $0.append(record) }
    }

    public func load() -> History.Contents {
        History.Contents(records: records.withLock { $0 })
    }
}
