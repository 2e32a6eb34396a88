import GRDB
import QuizCore

/// A row of `rotation`: the rotation that one pack keeps from game to game, as JSON.
struct StoredRotation: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "rotation"

    var pack: String
    var value: Rotation

    /// The rotation kept for `pack`; nil, so that the pack starts afresh, when there is none or it is unreadable.
    static func find(_ pack: String, in db: Database) throws -> Rotation? {
        try Row.fetchOne(db, filter(key: pack)).flatMap { try? StoredRotation(row: $0).value }
    }
}
