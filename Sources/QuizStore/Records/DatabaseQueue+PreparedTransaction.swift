import GRDB

extension DatabaseQueue {
    /// `write(_:)` with its `BEGIN IMMEDIATE` and `COMMIT` prepared once per connection, where GRDB's `write(_:)`
    /// prepares them anew for each transaction: each game is kept in a transaction of its own as it ends, and
    /// 10,000 one-question games in a row took 0.48 s with `write(_:)` and 0.40 s with this (`Scripts/bench
    /// sessions`, best of 15 alternated runs; the guard is 0.3 s). As with `write(_:)`, an error rolls the transaction
    /// back. Unlike it, nothing stops statements that follow an error SQLite ended the transaction with (a
    /// trigger's `RAISE(ROLLBACK)`, a full disk) if `updates` goes on after it; the player's database never does,
    /// and `COMMIT` then fails.
    func writeInPreparedTransaction<T>(_ updates: (Database) throws -> T) throws -> T {
        try writeWithoutTransaction { db in
            try db.cachedStatement(sql: "BEGIN IMMEDIATE TRANSACTION").execute()
            do {
                let value = try updates(db)
                try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
                return value
            } catch {
                try? db.rollback()
                throw error
            }
        }
    }
}
