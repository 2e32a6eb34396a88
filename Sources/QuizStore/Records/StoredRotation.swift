import GRDB
import QuizCore

/// A row of `rotation`: the rotation that one pack keeps from game to game, as JSON.
struct StoredRotation: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "rotation"

    var pack: String
    var value: Rotation

    /// Kept in place of the pack's previous rotation, with a statement prepared once per connection, as a game's
    /// row is (see `StoredGame`): a game keeps its pack's rotation each time it ends.
    func keep(in db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO rotation (pack, value) VALUES (?, ?)")
            .execute(arguments: [pack, try Self.jsonColumn(value, CodingKeys.value)])
    }

    /// The rotation kept for `pack`; nil when there is none or it cannot be read (edited by hand), so that the pack
    /// starts afresh.
    static func find(_ pack: String, in db: Database) throws -> Rotation? {
        try Row.fetchOne(db, filter(key: pack)).flatMap { try? StoredRotation(row: $0).value }
    }
}
