import QuizAPI
import QuizCore
import QuizPacks

/// Why a sync stopped before it was complete. What it had downloaded is kept: the next `sync` resumes from there.
public enum SyncError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A request failed: the server's or the network's fault. A `total` of 0 is the pack list's request: nothing
    /// was listed, so there is nothing to resume.
    case transport(TransportError, done: Int, total: Int)
    /// A download could not be written to the cache folder (a full disk, a folder that cannot be written).
    case cannotStore(DownloadCache.WriteError, done: Int, total: Int)
    /// The player's database could not note what the sync did.
    case records(PlayerDatabaseError)
    /// A local source has nothing to sync: its packs are on this machine already.
    case localSource

    public var description: String {
        switch self {
        case .transport(let error, _, total: 0): "nothing was synced: \(error.description)"
        // Which of the files under way was named is chance: none of them was to blame.
        case let .transport(TransportError.cancelled(url: _), done, total):
            "sync cancelled after \(done) of \(total) files; what was downloaded is kept, and \"sync\" again resumes "
                + "from there"
        case .transport(let error as any CustomStringConvertible, let done, let total),
            .cannotStore(let error as any CustomStringConvertible, let done, let total):
            "sync stopped after \(done) of \(total) files: \(error.description); what was downloaded is kept, "
                + "and \"sync\" again resumes from there"
        case .records(let error): "sync cannot keep its records: \(error.description)"
        case .localSource: "local packs are on this machine already: there is nothing to sync"
        }
    }
}

extension TransportError {
    /// The failure itself, without the note that no cached copy could stand in: a sync never reads old copies.
    var withoutCache: TransportError {
        if case .uncached(let error) = self { return error }
        return self
    }
}
