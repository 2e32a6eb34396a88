import Foundation

/// Tells the game what time it is, so that tests can set the time.
public protocol GameClock: Sendable {
    func now() -> Date
}

public struct SystemClock: GameClock {
    public init() {}

    public func now() -> Date { Date() }
}
