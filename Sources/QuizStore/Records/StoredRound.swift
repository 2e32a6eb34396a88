import Foundation
import GRDB
import QuizCore

/// A row of `round`: one round of a finished game, numbered from 1 in the order it was played.
struct StoredRound: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "round"

    var game: Int64
    var number: Int
    /// The item's id in its pack.
    var item: Int
    var answer: Answer?
    var result: Bool?
    var seconds: TimeInterval?

    enum Columns: String, ColumnExpression { case game, number }

    init(game: Int64, number: Int, _ entry: GameRecord.Entry) {
        self.game = game
        self.number = number
        item = entry.id
        answer = entry.answer
        result = entry.result
        seconds = entry.seconds
    }

    var entry: GameRecord.Entry {
        GameRecord.Entry(id: item, answer: answer, result: result, seconds: seconds)
    }
}
