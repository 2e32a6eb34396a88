import Foundation

/// A complete run: when it finished, and what it made available.
public struct CompleteSync: Sendable, Hashable {
    public var run: SyncRun
    public var finishedAt: Date
    public var packs: [SyncedPack]
    public var files: [SyncedFile]

    public init(run: SyncRun, finishedAt: Date, packs: [SyncedPack], files: [SyncedFile]) {
        self.run = run
        self.finishedAt = finishedAt
        self.packs = packs
        self.files = files
    }
}
