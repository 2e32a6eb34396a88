import GRDB
import QuizCore

/// A row of `rotation`: the rotation that one pack keeps from game to game, as JSON.
struct StoredRotation: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "rotation"

    var pack: String
    var value: Rotation
}
