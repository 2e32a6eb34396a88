/// A game as it finishes, with what it moved on for the games after it; `PlayerRecords.keep(_:)` keeps all of it or
/// nothing.
public struct FinishedGame: Sendable {
    public var record: GameRecord
    /// The rotation of the game's pack after it; nil when the pack does not rotate (quizzes a server draws).
    public var rotation: Rotation?
    /// The line of facts that the fact closing the game moved on, and the fact pack it belongs to; nil when no fact
    /// closed the game.
    public var factLine: (pack: String, line: FactLine)?

    public init(record: GameRecord, rotation: Rotation? = nil, factLine: (pack: String, line: FactLine)? = nil) {
        self.record = record
        self.rotation = rotation
        self.factLine = factLine
    }
}
