import GRDB
import QuizCore

/// A row of `rotation` or `fact_line`: what one pack keeps from game to game, its rotation or its line of facts,
/// as JSON.
struct PackValue<Value: KeptPerPack>: Codable, FetchableRecord, PersistableRecord {
    static var databaseTableName: String { Value.table }

    var pack: String
    var value: Value

    /// The value kept for `pack`; nil when there is none or it cannot be read (edited by hand), so that the pack
    /// starts afresh.
    static func find(_ pack: String, in db: Database) throws -> Value? {
        try Row.fetchOne(db, filter(key: pack)).flatMap { try? PackValue(row: $0).value }
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
