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
        static let fact = Column(CodingKeys.fact)
        static let place = Column(CodingKeys.place)
    }

    /// Gives `fact` the place after the last of its category's line, as a game does each time it ends (see
    /// `PlayerDatabase+FactLines.swift`); false when the line has no such fact.
    static func sendToBack(_ fact: Int, of category: String, in pack: String, _ db: Database) throws -> Bool {
        let line = filter { $0.pack == pack && $0.category == category }
        let back = line.select { max($0.place) + 1 }
        return try line.filter { $0.fact == fact }.updateAll(db) { [$0.place.set(to: back)] } == 1
    }
}
