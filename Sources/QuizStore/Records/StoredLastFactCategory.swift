import GRDB

/// A row of `last_fact_category`: the category of the last fact a game of any pack ended with, from this fact pack.
struct StoredLastFactCategory: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "last_fact_category"

    var pack: String
    var category: String
}
