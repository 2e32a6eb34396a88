import Foundation
import GRDB

/// A row of `imported_file`: a file of an earlier version that was imported, with its size then (`LegacyImport`).
struct ImportedFile: Codable, FetchableRecord, PersistableRecord, KeepsDatesAsSeconds, SnakeCaseColumns {
    static let databaseTableName = "imported_file"

    var name: String
    var bytes: Int64
    var importedAt: Date

    enum Columns: String, ColumnExpression { case name, bytes }
}
