import GRDB
import QuizCore

/// Finished games, with their rounds, and what they move on for the next ones: the rotation of each pack and the
/// line of facts of each fact pack.
extension PlayerDatabase {
    public func keep(_ game: FinishedGame) throws {
        let keepGame = { (db: Database) in
            try Self.insert(game.record, into: db)
            if let rotation = game.rotation {
                try StoredRotation(pack: game.record.pack, value: rotation).insert(db, onConflict: .replace)
            }
        }
        guard let (pack, line) = game.factLine else { return try write(keepGame) }
        try keeping(line, for: pack) { db, kept in
            try keepGame(db)
            try Self.write(line, over: kept, for: pack, in: db)
        }
    }

    public func history() throws -> History.Contents {
        var contents = try read(Self.history)
        contents.warnings = takeImportWarnings() + contents.warnings
        return contents
    }

    /// The rotation kept for `pack`; a new one, so that the pack starts afresh, when there is none or it is
    /// unreadable.
    public func rotation(for pack: String) throws -> Rotation {
        try read { db in
            try Row.fetchOne(db, StoredRotation.filter(key: pack)).flatMap { try? StoredRotation(row: $0).value }
        } ?? Rotation()
    }

    /// Inserts a game's row and the rows of its rounds.
    static func insert(_ record: GameRecord, into db: Database) throws {
        var game = StoredGame(record)
        try game.insert(db)
        for (number, entry) in zip(1..., record.rounds) {
            try StoredRound(game: game.id!, number: number, entry).insert(db)
        }
    }

    /// Every game, oldest first; a game whose row or a round cannot be read (edited by hand) is a warning with its id.
    private static func history(_ db: Database) throws -> History.Contents {
        var rounds: [Int64: [GameRecord.Entry]] = [:]
        var damaged = Set<Int64>()
        try StoredRound.order { [$0.game, $0.number] }.forEachRecord(in: db) { round in
            rounds[round.game, default: []].append(round.entry)
        } damaged: { row in
            damaged.insert(row[StoredRound.Columns.game])
        }
        var contents = History.Contents()
        try StoredGame.order { $0.id }.forEachRecord(in: db) { game in
            let id = game.id ?? 0
            if damaged.contains(id) {
                contents.warnings.append(HistoryWarning(file: "quiz.sqlite", line: Int(id)))
            } else {
                contents.records.append(game.record(rounds: rounds[id] ?? []))
            }
        } damaged: { row in
            contents.warnings.append(HistoryWarning(file: "quiz.sqlite", line: row[StoredGame.Columns.id]))
        }
        return contents
    }
}
