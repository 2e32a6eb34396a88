import Foundation
import GRDB
import QuizCore

/// A row of `game`: a finished game, whose rounds are rows of `round`. Its options and score are JSON.
struct StoredGame: Codable, FetchableRecord, TableRecord, KeepsDatesAsSeconds {
    static let databaseTableName = "game"

    /// Nil until it is inserted.
    var id: Int64?
    /// When the game finished.
    var date: Date
    var pack: String
    var title: String
    var kind: ItemKind
    var options: GameOptions
    var stopped: Bool
    var score: Score
    var time: TimeInterval

    enum Columns {
        static let id = Column(CodingKeys.id)
    }

    init(_ record: GameRecord) {
        date = record.date
        pack = record.pack
        title = record.title
        kind = record.kind
        options = record.options
        stopped = record.stopped
        score = record.score
        time = record.time
    }

    /// Inserts the row with a statement prepared once per connection, and returns its id. GRDB's `insert` builds
    /// each row's container and statement anew: 10,000 one-question games in a row, each kept as it ends, took
    /// 0.82 s with it and 0.61 s with these statements (`Scripts/bench sessions`, best of 5; the guard is 0.3 s).
    func insertAsFinished(in db: Database) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO game (date, pack, title, kind, options, stopped, score, time)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            date.timeIntervalSinceReferenceDate, pack, title, kind.rawValue,
            try Self.jsonColumn(options, CodingKeys.options), stopped, try Self.jsonColumn(score, CodingKeys.score),
            time,
        ])
        return db.lastInsertedRowID
    }

    func record(rounds: [GameRecord.Entry]) -> GameRecord {
        GameRecord(
            date: date, pack: pack, title: title, kind: kind, options: options, stopped: stopped, score: score,
            time: time, rounds: rounds)
    }
}
