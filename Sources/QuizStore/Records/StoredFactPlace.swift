import GRDB

/// A row of `fact_line`: the place of one fact in the line of its category, in one pack. A category's line is its
/// facts in the order of their places, the next one first.
struct StoredFactPlace: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "fact_line"

    var pack: String
    var category: String
    var fact: Int
    var place: Int

    enum Columns {
        static let pack = Column(CodingKeys.pack)
        static let category = Column(CodingKeys.category)
        static let place = Column(CodingKeys.place)
    }
}
