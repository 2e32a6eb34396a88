import Foundation
import Synchronization

/// A clock that moves only when told to: for tests and replays.
public final class ManualClock: GameClock {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Mutex(start)
    }

    public func now() -> Date { current.withLock { $0 } }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}
