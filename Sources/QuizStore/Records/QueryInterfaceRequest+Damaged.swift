import GRDB

extension QueryInterfaceRequest where RowDecoder: FetchableRecord {
    /// Hands each record of the request to `body` in turn, and to `damaged` each row that cannot be read as one
    /// (edited by hand), so that one bad row does not hide the others.
    func forEachRecord(in db: Database, _ body: (RowDecoder) -> Void, damaged: (Row) -> Void) throws {
        let rows = try Row.fetchCursor(db, self)
        while let row = try rows.next() {
            if let record = try? RowDecoder(row: row) { body(record) } else { damaged(row) }
        }
    }
}
