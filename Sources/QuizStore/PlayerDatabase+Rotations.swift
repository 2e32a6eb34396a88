import GRDB
import QuizKit

/// The rotation of each pack, one row per pack, and the line of facts of each fact pack.
extension PlayerDatabase: RotationBook, FactLineBook {
    public func rotation(for pack: String) throws -> Rotation {
        try read { db in
            try Self.value(Rotation.self, table: "rotation", pack: pack, in: db) ?? Rotation()
        } fallback: {
            $0.rotation(for: pack)
        }
    }

    public func setRotation(_ rotation: Rotation, for pack: String) throws {
        try write { db in
            try Self.setValue(rotation, table: "rotation", pack: pack, in: db)
        } fallback: {
            $0.setRotation(rotation, for: pack)
        }
    }

    public func line(for pack: String) throws -> FactLine {
        try read { db in
            try Self.value(FactLine.self, table: "fact_line", pack: pack, in: db) ?? FactLine()
        } fallback: {
            $0.line(for: pack)
        }
    }

    public func setLine(_ line: FactLine, for pack: String) throws {
        try write { db in
            try Self.setValue(line, table: "fact_line", pack: pack, in: db)
        } fallback: {
            $0.setLine(line, for: pack)
        }
    }

    /// The value kept for `pack`; nil when there is none or it cannot be read, so that the pack starts afresh.
    private static func value<T: Decodable>(_ type: T.Type, table: String, pack: String, in db: Database) throws -> T? {
        let statement = try db.cachedStatement(sql: "SELECT value FROM \(table) WHERE pack = ?")
        guard let text = try String.fetchOne(statement, arguments: [pack]) else { return nil }
        return try? decode(type, from: text)
    }

    private static func setValue(_ value: some Encodable, table: String, pack: String, in db: Database) throws {
        let statement = try db.cachedStatement(
            sql:
                "INSERT INTO \(table) (pack, value) VALUES (?, ?) ON CONFLICT (pack) DO UPDATE SET value = excluded.value"
        )
        try statement.execute(arguments: [pack, try json(value)])
    }

    /// Keeps `value` for `pack` unless a value is kept already: an import never overwrites newer records.
    static func setValueIfAbsent(_ value: some Encodable, table: String, pack: String, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO \(table) (pack, value) VALUES (?, ?) ON CONFLICT (pack) DO NOTHING",
            arguments: [pack, try json(value)])
    }
}
