/// Kahoot's points for an answer: `round((1 − (t/T)/2) · 1000)` for a right one given `t` seconds into a question of
/// `T` seconds, the full 1,000 under half a second, and 0 for a wrong one or none; with the streak bonus, as
/// Kahoot's answer streak, 100 more for each right answer in a row before this one, up to 500.
public enum AnswerPoints {
    public static let full = 1000
    /// Answers faster than this get every point: the time a message takes to travel, not to think.
    public static let instant = 0.5

    public static func points(right: Bool, seconds: Double, of limit: Int) -> Int {
        guard right else { return 0 }
        guard seconds >= instant, limit > 0 else { return full }
        let share = min(1, seconds / Double(limit))
        return Int(((1 - share / 2) * Double(full)).rounded())
    }

    public static let maximumStreakBonus = 500

    /// The bonus of a right answer that is the `inARow`-th right answer in a row: none for the first.
    public static func streakBonus(inARow: Int) -> Int {
        min(maximumStreakBonus, 100 * max(0, inARow - 1))
    }
}
