import Foundation
import GRDB
import QuizCore
import Synchronization

/// A row of `game`: a finished game, whose rounds are rows of `round`. Its options are JSON; its score is six
/// columns.
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
    var right: Int
    var wrong: Int
    var unanswered: Int
    var currentStreak: Int
    var bestStreak: Int
    var answerTime: TimeInterval
    var time: TimeInterval

    enum CodingKeys: String, CodingKey {
        case id, date, pack, title, kind, options, stopped, right, wrong, unanswered, time
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
        time = record.time
    }

    /// Inserts the row with a statement prepared once per connection, and returns its id. GRDB's `insert` builds
    /// each row's container and statement anew: 10,000 one-question games in a row, each kept as it ends, took
    /// 0.82 s with it and 0.61 s with these statements (`Scripts/bench sessions`, best of 5; the guard is 0.3 s).
    func insertAsFinished(in db: Database) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO game (
                    date, pack, title, kind, options, stopped, right, wrong, unanswered, current_streak, best_streak,
                    answer_time, time)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            date.timeIntervalSinceReferenceDate, pack, title, kind.rawValue, try Self.optionsColumn(options), stopped,
            right, wrong, unanswered, currentStreak, bestStreak, answerTime, time,
        ])
        return db.lastInsertedRowID
    }

    /// The options as JSON, encoded again only when they differ from the last game's, as a session's games seldom
    /// change them: `JSONEncoder` took more than the row's insert, and 10,000 one-question games in a row, each kept,
    /// took 0.36 s encoding each game's options and 0.31 s with this (`Scripts/bench sessions`, best of 11
    /// alternated runs).
    private static func optionsColumn(_ options: GameOptions) throws -> String {
        try lastOptions.withLock { last in
            if let last, last.options == options { return last.json }
            let json = try jsonColumn(options, CodingKeys.options)
            last = (options, json)
            return json
        }
    }

    private static let lastOptions = Mutex<(options: GameOptions, json: String)?>(nil)

    func record(rounds: [GameRecord.Entry]) -> GameRecord {
        GameRecord(
            date: date, pack: pack, title: title, kind: kind, options: options, stopped: stopped,
            score: Score(
                right: right, wrong: wrong, unanswered: unanswered, currentStreak: currentStreak,
                bestStreak: bestStreak, answerTime: answerTime),
            time: time, rounds: rounds)
    }
}
