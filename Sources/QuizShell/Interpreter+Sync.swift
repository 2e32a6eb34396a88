import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `sync`: everything of the server in use, downloaded once to play offline.
extension Interpreter {
    func sync() async throws -> [String] {
        let source = activeSource()
        guard case .http = source.source else { throw CommandFailure(text.syncError(.localSource)) }
        guard !offline else { throw CommandFailure(text.syncWhileOffline) }
        guard let cache = environment.cache else { throw CommandFailure(text.syncWithoutCache) }
        let clock = environment.clock
        let sync = PackSync(
            routes: source.routes, transport: source.transport, cache: cache, records: environment.records,
            now: { clock.now() })
        let drawsProgress = environment.progress != nil
        let language = settings.language
        defer { if drawsProgress { ProgressBar.draw(sync: nil) } }
        let summary: SyncSummary
        do {
            summary = try await sync.run { progress in
                if drawsProgress { ProgressBar.draw(sync: progress, language: language) }
            }
        } catch {
            throw CommandFailure(text.syncError(error))
        }
        summaries = nil
        return text.synced(summary)
    }

    /// When each pack of the server in use was made available offline by the last complete `sync`; nil for a
    /// local source, or a server never synced.
    func offlineAvailability() -> (since: Date, packs: Set<String>)? {
        let source = activeSource()
        guard case .http = source.source,
            let complete = try? environment.records.lastComplete(source: PackSync.source(of: source.routes))
        else { return nil }
        return (complete.finishedAt, Set(complete.packs.map(\.name)))
    }
}
