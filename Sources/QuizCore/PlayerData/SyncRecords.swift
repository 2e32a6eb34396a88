import Foundation

/// What `sync` keeps of what it has done: its runs, the files each run downloaded, the packs a finished run made
/// available offline, and the answers that let quizzes be judged offline. Part of the `PlayerRecords`.
public protocol SyncRecords: Sendable {
    /// The unfinished run of `source`, to resume, or a new one started at `date`.
    func openRun(source: String, at date: Date) throws -> SyncRun
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
