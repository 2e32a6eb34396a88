import GRDB
import QuizCore

/// A row of `rotation` or `fact_line`: what one pack keeps from game to game, its rotation or its line of facts,
/// as JSON.
struct PackValue<Value: KeptPerPack>: Codable, FetchableRecord, PersistableRecord {
    static var databaseTableName: String { Value.table }

    var pack: String
    var value: Value

    /// Kept in place of the pack's previous value, with a statement prepared once per connection, as a game's row
    /// is (see `StoredGame`): a game keeps its pack's rotation or line of facts each time it ends.
    func keep(in db: Database) throws {
        let table = Value.table.quotedDatabaseIdentifier
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO \(table) (pack, value) VALUES (?, ?)")
            .execute(arguments: [pack, try Self.jsonColumn(value, CodingKeys.value)])
    }

    /// The value kept for `pack`; nil when there is none or it cannot be read (edited by hand), so that the pack
    /// starts afresh.
    /// Read once per game, so its statement is prepared once per connection.
    static func find(_ pack: String, in db: Database) throws -> Value? {
        let request = SQLRequest<Row>(
            sql: "SELECT * FROM \(Value.table.quotedDatabaseIdentifier) WHERE pack = ?", arguments: [pack],
            cached: true)
        return try request.fetchOne(db).flatMap { try? PackValue(row: $0).value }
    }
}

/// A value kept per pack, in a table of its own.
protocol KeptPerPack: Codable, Sendable {
    static var table: String { get }
}

extension Rotation: KeptPerPack {
    static var table: String { "rotation" }
}

extension FactLine: KeptPerPack {
    static var table: String { "fact_line" }
}
