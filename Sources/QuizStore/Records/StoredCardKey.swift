import GRDB
import GRDBSQLite
import QuizCore

/// The key that a card's name in `practice_card.card` spells (`CardIdentity.key(utf8:)`), nil for a name that is not
/// an identity, read the way GRDB reads its own values fast (`StatementColumnConvertible`): straight from the bytes
/// SQLite holds, without making a `String` or a `Data` of them. Reading the 100,000 names of `Scripts/bench practice`
/// through `Row.withUnsafeData` cost three times the query of the cards due (perf), most of it making a `Data` of
/// each name and checking exclusive access to it.
struct StoredCardKey: DatabaseValueConvertible, StatementColumnConvertible {
    var key: UInt64?

    init(key: UInt64?) {
        self.key = key
    }

    init(sqliteStatement: SQLiteStatement, index: CInt) {
        guard let text = sqlite3_column_text(sqliteStatement, index) else {
            key = nil
            return
        }
        let count = Int(sqlite3_column_bytes(sqliteStatement, index))
        key = CardIdentity.key(utf8: UnsafeRawBufferPointer(start: text, count: count))
    }

    var databaseValue: DatabaseValue {
        key.map { CardIdentity.spelled($0).databaseValue } ?? .null
    }

    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> StoredCardKey? {
        String.fromDatabaseValue(dbValue).map { StoredCardKey(key: CardIdentity.key(of: $0)) }
    }
}
