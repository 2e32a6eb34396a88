import GRDB

/// A row of `fact_line`: the place of one fact in the line of its category, in one pack. A category's line is its
/// facts in the order of their places, the next one first.
struct StoredFactPlace: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "fact_line"

    var pack: String
    var category: String
    var fact: Int
    var place: Int

    enum Columns: String, ColumnExpression { case pack, category, place }

    /// Gives `fact` the place after the last of its category's line, as a game does each time it ends (see
    /// `PlayerDatabase+FactLines.swift`); false when the line has no such fact. The one statement of the player's
    /// database written by hand, prepared once per connection: `updateAll`, which builds and prepares its statement
    /// anew each time, made games of a fact pack miss the guard of `Scripts/bench sessions`.
    static func sendToBack(_ fact: Int, of category: String, in pack: String, _ db: Database) throws -> Bool {
        try db.cachedStatement(
            sql: """
                UPDATE fact_line SET place = (
                    SELECT max(place) + 1 FROM fact_line WHERE pack = ?1 AND category = ?2
                ) WHERE pack = ?1 AND category = ?2 AND fact = ?3
                """
        ).execute(arguments: [pack, category, fact])
        return db.changesCount == 1
    }
}
