/// The thresholds at which a game alerts the player, as `set alert` and `set bell` leave them.
public struct Alerts: Sendable, Hashable {
    /// Streaks of right answers that are celebrated; 3, 5 and 10 unless set.
    public var streaks: [Int] = [3, 5, 10]
    /// The share of the game's questions, in percent, whose right answers raise an alert once reached.
    public var score: Int?
    /// Seconds of play, paused time aside, after which an alert is raised.
    public var time: Int?
    public var bell = false

    /// The streaks for the game's options: nil when they are the usual ones, which records need not repeat.
    var customStreaks: [Int]? { streaks == [3, 5, 10] ? nil : streaks }
}
