import GRDB

/// A row of `last_fact_category`: the category of the last fact a game of any pack ended with, from this fact pack.
struct StoredLastFactCategory: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "last_fact_category"

    var pack: String
    var category: String

    /// Kept in place of the pack's previous one, with a statement prepared once per connection: each game moves it
    /// on, and GRDB's `upsert`, which builds its statement anew each time, was a fifth of a game's cost (perf).
    func keep(in db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO last_fact_category (pack, category) VALUES (?, ?)")
            .execute(arguments: [pack, category])
    }
}
