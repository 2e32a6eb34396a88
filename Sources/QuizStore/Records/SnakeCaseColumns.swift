import GRDB

/// A record whose columns are its properties' names in snake case (`opened_at` for `openedAt`), converted by GRDB.
/// The records read by the thousand (games, rounds, practice cards and reviews) name their columns in `CodingKeys`
/// instead: the conversion costs each row it reads a table of its columns.
protocol SnakeCaseColumns: FetchableRecord, EncodableRecord {}

extension SnakeCaseColumns {
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}
