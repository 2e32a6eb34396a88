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

    func record(rounds: [GameRecord.Entry]) -> GameRecord {
        GameRecord(
            date: date, pack: pack, title: title, kind: kind, options: options, stopped: stopped, score: score,
            time: time, rounds: rounds)
    }
}
