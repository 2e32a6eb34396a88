import GRDB
import GRDBSQLite

/// A value of a row that a finished game writes.
enum RowValue {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    init(_ value: Int) { self = .integer(Int64(value)) }
    init(_ value: Bool) { self = .integer(value ? 1 : 0) }
    init(_ value: Bool?) { self = value.map(RowValue.init) ?? .null }
    init(_ value: Double?) { self = value.map(RowValue.real) ?? .null }
    init(_ value: String?) { self = value.map(RowValue.text) ?? .null }
}

extension Statement {
    /// Runs this statement (an INSERT) once with `values` bound straight to SQLite's parameters, in order.
    ///
    /// Every finished game writes its rows through here: GRDB's checked arguments, made of existential values and
    /// validated on each call, cost more than SQLite's insert. The statement is left reset with no bindings, so
    /// that GRDB's record of its arguments is never out of step with SQLite's.
    func run(_ values: [RowValue]) throws {
        let statement = sqliteStatement
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(statement, index)
            case .integer(let number): code = sqlite3_bind_int64(statement, index, number)
            case .real(let number): code = sqlite3_bind_double(statement, index, number)
            case .text(let text) where text.isEmpty: code = sqlite3_bind_text(statement, index, "", 0, nil)
            case .text(let text):
                var text = text
                code = text.withUTF8 { bytes in
                    sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), transientDestructor)
                }
            }
            guard code == SQLITE_OK else { throw failure(code) }
        }
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else { throw failure(code) }
    }

    private func failure(_ code: Int32) -> DatabaseError {
        let connection = sqlite3_db_handle(sqliteStatement)
        return DatabaseError(
            resultCode: ResultCode(rawValue: code), message: connection.map { String(cString: sqlite3_errmsg($0)) },
            sql: sql)
    }
}

/// SQLITE_TRANSIENT: SQLite copies the text before the bind returns.
private let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
