import GRDB
import QuizCore

/// A row of `sync_file`: a file a run of `sync` has downloaded whole.
struct StoredSyncFile: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "sync_file"

    var run: Int64
    var url: String
    var bytes: Int

    enum Columns: String, ColumnExpression { case run, url }

    var file: SyncedFile { SyncedFile(url: url, bytes: bytes) }
}
