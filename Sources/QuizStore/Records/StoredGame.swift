import Foundation
import GRDB
import QuizCore

/// A row of `game`: a finished game, whose rounds are rows of `round`. Its options and score are JSON.
struct StoredGame: Codable, FetchableRecord, PersistableRecord, KeepsDatesAsSeconds {
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

    /// Written out rather than derived from `Codable`, as GRDB allows, because a game is kept each time one ends:
    /// GRDB's record encoder made 10,000 one-question games in a row 30% slower (`Scripts/bench sessions`).
    func encode(to container: inout PersistenceContainer) throws {
        container[CodingKeys.id.stringValue] = id
        container[CodingKeys.date.stringValue] = date.timeIntervalSinceReferenceDate
        container[CodingKeys.pack.stringValue] = pack
        container[CodingKeys.title.stringValue] = title
        container[CodingKeys.kind.stringValue] = kind.rawValue
        container[CodingKeys.options.stringValue] = try Self.jsonColumn(options, CodingKeys.options)
        container[CodingKeys.stopped.stringValue] = stopped
        container[CodingKeys.score.stringValue] = try Self.jsonColumn(score, CodingKeys.score)
        container[CodingKeys.time.stringValue] = time
    }

    func record(rounds: [GameRecord.Entry]) -> GameRecord {
        GameRecord(
            date: date, pack: pack, title: title, kind: kind, options: options, stopped: stopped, score: score,
            time: time, rounds: rounds)
    }
}
