/// Where a game stands: idle → playing ⇄ paused → finished.
public enum GameState: String, Sendable, Hashable, Codable {
    case idle
    /// A round is on the table.
    case playing
    /// The clock is stopped; nothing can be answered until `resume`.
    case paused
    /// Every question was played, or the game was stopped.
    case finished
}
