/// Where finished games are kept: the player's database in the executable, an `InMemoryGameLog` in tests.
public protocol GameLog: Sendable {
    /// Keeps a finished game, whole or not at all.
    func append(_ record: GameRecord) throws
    /// Every game kept, oldest first, with a warning for each one that could not be read.
    func load() throws -> History.Contents
}
