import Foundation
import GRDB
import QuizClass

/// A row of `class_game`: one finished game of a class room; its players are rows of `class_player`.
struct StoredClassGame: Codable, FetchableRecord, NumberedByRowID, KeepsDatesAsSeconds, SnakeCaseColumns {
    static let databaseTableName = "class_game"

    var id: Int64?
    var pin: String
    var pack: String
    var title: String
    var startedAt: Date
    var endedAt: Date
    var questions: Int
    /// The questions with their answers, as JSON.
    var asked: [AskedQuestion]
    /// The teams ranked, as JSON; nil in a game without teams.
    var teams: [TeamStanding]?
    /// The room's host key, which opens the game's report page.
    var hostKey: String?

    enum Columns: String, ColumnExpression {
        case id, pin
        case endedAt = "ended_at"
    }
}
