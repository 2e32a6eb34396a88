import GRDB
import QuizCore

/// A row of `synced_pack`: a pack a finished run of `sync` made available offline, at its place in the run's list.
struct StoredSyncedPack: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "synced_pack"

    var run: Int64
    var position: Int
    var name: String
    var kind: ItemKind
    var items: Int

    enum Columns: String, ColumnExpression { case run, position }

    init(run: Int64, position: Int, _ pack: SyncedPack) {
        self.run = run
        self.position = position
        name = pack.name
        kind = pack.kind
        items = pack.items
    }

    var pack: SyncedPack { SyncedPack(name: name, kind: kind, items: items) }
}
