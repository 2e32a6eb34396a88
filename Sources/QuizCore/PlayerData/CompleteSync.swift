import Foundation

/// A complete run: when it finished, and what it made available.
public struct CompleteSync: Sendable, Hashable {
    public var run: SyncRun
    public var finishedAt: Date
    public var packs: [SyncedPack]

    public init(run: SyncRun, finishedAt: Date, packs: [SyncedPack]) {
        self.run = run
        self.finishedAt = finishedAt
        self.packs = packs
    }
}
