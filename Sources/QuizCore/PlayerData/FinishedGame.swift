/// A game as it finishes, with what it moved on for later games; `PlayerRecords.keep(_:)` keeps all of it or nothing.
public struct FinishedGame: Sendable {
    public var record: GameRecord
    /// The rotation of the game's pack after it; nil when the pack does not rotate (quizzes a server draws).
    public var rotation: Rotation?
    /// The line of facts that the game's closing fact moved on, and its fact pack; nil when no fact closed the game.
    public var factLine: (pack: String, line: FactLine)?

    public init(record: GameRecord, rotation: Rotation? = nil, factLine: (pack: String, line: FactLine)? = nil) {
        self.record = record
        self.rotation = rotation
        self.factLine = factLine
    }
}
