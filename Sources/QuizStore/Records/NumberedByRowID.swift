import GRDB

/// A record whose `id` is its row id, nil until SQLite gives it one as the record is inserted.
protocol NumberedByRowID: MutablePersistableRecord {
    var id: Int64? { get set }
}

extension NumberedByRowID {
    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
