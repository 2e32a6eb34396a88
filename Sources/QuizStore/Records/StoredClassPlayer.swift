import GRDB
import QuizClass

/// A row of `class_player`: one player of a finished class game, at `position` in its standings.
struct StoredClassPlayer: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "class_player"

    var game: Int64
    var position: Int
    var rank: Int
    var name: String
    var points: Int
    var right: Int
    var tie: String?

    enum Columns: String, ColumnExpression { case game, position }

    init(game: Int64, position: Int, _ standing: Standing) {
        self.game = game
        self.position = position
        rank = standing.rank
        name = standing.name
        points = standing.points
        right = standing.right
        tie = standing.tie?.rawValue
    }

    var standing: Standing {
        Standing(rank: rank, name: name, points: points, right: right, tie: tie.flatMap(Standing.Tie.init(rawValue:)))
    }
}
