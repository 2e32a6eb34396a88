/// How a lost connection to a room is tried again: after half a second, then twice as long each time up to 5 s (as
/// the browser pages do), at most `attempts` times in a row; a connection that the room welcomes starts the count
/// again.
public struct RejoinSchedule: Sendable, Hashable {
    /// How many attempts in a row may fail before the client gives up.
    public var attempts: Int
    public var first: Duration
    public var longest: Duration

    public init(attempts: Int = 10, first: Duration = .milliseconds(500), longest: Duration = .seconds(5)) {
        self.attempts = attempts
        self.first = first
        self.longest = longest
    }

    /// The wait before attempt `attempt`, counted from 1.
    public func delay(before attempt: Int) -> Duration {
        var delay = first
        for _ in 1..<max(1, attempt) where delay < longest { delay *= 2 }
        return min(delay, longest)
    }
}
