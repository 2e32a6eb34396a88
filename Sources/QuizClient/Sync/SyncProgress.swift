/// How far a sync has gone: files done of those known so far, bytes received, time since it started.
public struct SyncProgress: Sendable, Hashable {
    public enum Phase: Sendable, Hashable {
        case packs
        case pictures
    }

    public var phase: Phase
    public var done: Int
    public var total: Int
    public var bytes: Int
    public var elapsed: Duration

    /// The time the files left should take at the pace so far; nil before the first file.
    public var timeLeft: Duration? {
        guard done > 0, total >= done else { return nil }
        return elapsed / done * (total - done)
    }
}
