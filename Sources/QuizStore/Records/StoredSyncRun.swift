import Foundation
import GRDB
import QuizCore

/// A row of `sync_run`: one `sync` of a source, open until it finishes. Its files and packs are rows of `sync_file`
/// and `synced_pack`, deleted with it.
struct StoredSyncRun: Codable, FetchableRecord, NumberedByRowID, KeepsDatesAsSeconds, SnakeCaseColumns {
    static let databaseTableName = "sync_run"

    var id: Int64?
    var source: String
    var startedAt: Date
    var finishedAt: Date?

    enum Columns: String, ColumnExpression {
        case id, source
        case finishedAt = "finished_at"
    }

    var run: SyncRun {
        SyncRun(id: id ?? 0, source: source, startedAt: startedAt)
    }
}
