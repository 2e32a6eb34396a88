import Foundation

/// What `sync` keeps of what it has done: its runs, the files each run downloaded, the packs a finished run made
/// available offline, and the answers that let quizzes be judged offline. Part of the `PlayerRecords`.
public protocol SyncRecords: Sendable {
    /// The unfinished run of `source`, to resume, or a new one started at `date`.
    func openRun(source: String, at date: Date) throws -> SyncRun
    /// The files `run` has downloaded so far.
    func files(of run: SyncRun) throws -> [SyncedFile]
    /// Notes that `run` holds `file` complete.
    func record(_ file: SyncedFile, in run: SyncRun) throws
    /// Marks `run` complete with the packs it made available; earlier runs of its source are forgotten.
    func finish(_ run: SyncRun, packs: [SyncedPack], at date: Date) throws
    /// The last complete run of `source` and its packs.
    func lastComplete(source: String) throws -> CompleteSync?
    /// Keeps the answers of a quiz pack, by quiz id, replacing those kept before.
    func setAnswers(_ answers: [Int: String], pack: String, source: String) throws
    /// The answers kept for a quiz pack; empty when none were.
    func answers(pack: String, source: String) throws -> [Int: String]
}

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

/// A file a run has downloaded whole: its URL (without any token) and its size.
public struct SyncedFile: Sendable, Hashable {
    public var url: String
    public var bytes: Int

    public init(url: String, bytes: Int) {
        self.url = url
        self.bytes = bytes
    }
}

/// A pack a complete run made available offline.
public struct SyncedPack: Sendable, Hashable {
    public var name: String
    public var kind: ItemKind
    public var items: Int

    public init(name: String, kind: ItemKind, items: Int) {
        self.name = name
        self.kind = kind
        self.items = items
    }
}

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
