import Foundation
import GRDB
import QuizCore

/// A row of `game`: a finished game, whose rounds are rows of `round`. Its options are JSON; its score is seven
/// columns.
struct StoredGame: Codable, FetchableRecord, NumberedByRowID, KeepsDatesAsSeconds {
    static let databaseTableName = "game"

    var id: Int64?
    /// When the game finished.
    var date: Date
    var pack: String
    var title: String
    var kind: ItemKind
    var options: GameOptions
    var stopped: Bool
    var right: Int
    var wrong: Int
    var unanswered: Int
    var currentStreak: Int
    var bestStreak: Int
    var answerTime: TimeInterval
    var opinions: Int
    var time: TimeInterval

    enum CodingKeys: String, CodingKey {
        case id, date, pack, title, kind, options, stopped, right, wrong, unanswered, opinions, time
        case currentStreak = "current_streak"
        case bestStreak = "best_streak"
        case answerTime = "answer_time"
    }

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
        right = record.score.right
        wrong = record.score.wrong
        unanswered = record.score.unanswered
        currentStreak = record.score.currentStreak
        bestStreak = record.score.bestStreak
        answerTime = record.score.answerTime
        opinions = record.score.opinions
        time = record.time
    }

    func record(rounds: [GameRecord.Entry]) -> GameRecord {
        GameRecord(
            date: date, pack: pack, title: title, kind: kind, options: options, stopped: stopped,
            score: Score(
                right: right, wrong: wrong, unanswered: unanswered, currentStreak: currentStreak,
                bestStreak: bestStreak, answerTime: answerTime, opinions: opinions),
            time: time, rounds: rounds)
    }
}
