/// Where finished games are kept: the player's database in the executable, an `InMemoryGameLog` in tests.
public protocol GameLog: Sendable {
    /// Keeps a finished game, whole or not at all.
    func append(_ record: GameRecord) throws
    /// Keeps a finished game and the line of facts that the fact closing it moved on, in one step where `lines` is
    /// this log itself (the player's database), else the game here and then the line in `lines`.
    func append(_ record: GameRecord, factLine line: FactLine, of factPack: String, in lines: any FactLineBook)
        throws
    /// Every game kept, oldest first, with a warning for each one that could not be read.
    func load() throws -> History.Contents
}

extension GameLog {
    public func append(
        _ record: GameRecord, factLine line: FactLine, of factPack: String, in lines: any FactLineBook
    ) throws {
        try appendApart(record, factLine: line, of: factPack, in: lines)
    }

    /// The game kept here, then the line in `lines`, each tried even when the other fails; the first failure is
    /// thrown.
    public func appendApart(
        _ record: GameRecord, factLine line: FactLine, of factPack: String, in lines: any FactLineBook
    ) throws {
        var failure: (any Error)?
        do { try append(record) } catch { failure = error }
        do { try lines.setLine(line, for: factPack) } catch { failure = failure ?? error }
        if let failure { throw failure }
    }
}
