import Foundation

/// One `sync` of a source, from its start until it finishes.
public struct SyncRun: Sendable, Hashable {
    public var id: Int64
    public var source: String
    public var startedAt: Date

    public init(id: Int64, source: String, startedAt: Date) {
        self.id = id
        self.source = source
        self.startedAt = startedAt
    }
}
