import GRDB
import QuizAPI
import QuizCore
import Synchronization

/// The rotation of each pack, one row per pack, and the line of facts of each fact pack.
extension PlayerDatabase: RotationBook, FactLineBook {
    /// The rotation is read once a session, then kept as this session last set it, like the line of facts.
    public func rotation(for pack: String) throws -> Rotation {
        if let rotation = rotations.withLock({ $0[pack] }) { return rotation }
        let rotation = try read { db in
            try Self.value(Rotation.self, table: "rotation", pack: pack, in: db) ?? Rotation()
        } fallback: {
            $0.rotation(for: pack)
        }
        rotations.withLock { $0[pack] = rotation }
        return rotation
    }

    public func setRotation(_ rotation: Rotation, for pack: String) throws {
        rotations.withLock { $0[pack] = rotation }
        try write { db in
            try Self.setValue(rotation, table: "rotation", pack: pack, in: db)
        } fallback: {
            $0.setRotation(rotation, for: pack)
        }
    }

    /// The line is read once a session, then kept as this session last set it: facts shown by another quiz
    /// process meanwhile may come again, which costs nothing but repetition.
    public func line(for pack: String) throws -> FactLine {
        if let line = factLines.withLock({ $0[pack] }) { return line }
        let line = try read { db in
            try Self.value(FactLine.self, table: "fact_line", pack: pack, in: db) ?? FactLine()
        } fallback: {
            $0.line(for: pack)
        }
        factLines.withLock { $0[pack] = line }
        return line
    }

    public func setLine(_ line: FactLine, for pack: String) throws {
        keepLine(line, for: pack)
        try write { db in
            try Self.setValue(line, table: "fact_line", pack: pack, in: db)
        } fallback: {
            $0.setLine(line, for: pack)
        }
    }

    /// Keeps `line` as this session's line of `pack`, which `line(for:)` gives from now on.
    func keepLine(_ line: FactLine, for pack: String) {
        factLines.withLock { $0[pack] = line }
    }

    /// The value kept for `pack`; nil when there is none or it cannot be read, so that the pack starts afresh.
    private static func value<T: Decodable>(_ type: T.Type, table: String, pack: String, in db: Database) throws -> T? {
        let statement = try db.cachedStatement(sql: "SELECT value FROM \(table) WHERE pack = ?")
        guard let text = try String.fetchOne(statement, arguments: [pack]) else { return nil }
        return try? decode(type, from: text)
    }

    static func setValue(_ value: some StoredJSON, table: String, pack: String, in db: Database) throws {
        let statement = try db.cachedStatement(
            sql:
                "INSERT INTO \(table) (pack, value) VALUES (?, ?) ON CONFLICT (pack) DO UPDATE SET value = excluded.value"
        )
        try statement.run([.text(pack), .text(value.storedText)])
    }

    /// Keeps `value` for `pack` unless a value is kept already: an import never overwrites newer records.
    static func setValueIfAbsent(_ value: some StoredJSON, table: String, pack: String, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO \(table) (pack, value) VALUES (?, ?) ON CONFLICT (pack) DO NOTHING",
            arguments: [pack, value.storedText])
    }
}
