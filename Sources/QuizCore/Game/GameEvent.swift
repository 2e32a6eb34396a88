/// What happened in a step of the game, for the caller to show.
public enum GameEvent: Sendable, Hashable {
    case opened(Round)
    /// A round was answered: its `result` says right or wrong, its question the solution and details.
    case verdict(Round)
    case skipped(Round)
    /// A round's time ran out: it is closed as wrong (`result` false, `timedOut` true), a poll or an open question as
    /// skipped.
    case timeUp(Round)
    case milestone(Milestone)
    /// The game is over; the record is ready for the history file.
    case finished(GameRecord)
}

/// A moment worth celebrating.
public enum Milestone: Sendable, Hashable {
    /// This many right answers in a row: 3, 5 or 10.
    case streak(Int)
    /// Every question of a game answered, and answered right.
    case perfectGame

    public static let streaks: Set<Int> = [3, 5, 10]
}
