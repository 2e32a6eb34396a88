import QuizClient
import QuizCore

/// `sync`: everything of the server in use, downloaded once to play offline.
extension SourceHandler {
    func sync() async throws -> [String] {
        let source = activeSource()
        guard case .http = source.address, let server = source.server else {
            throw CommandFailure(text.syncError(.localSource))
        }
        guard !session.offline else { throw CommandFailure(text.syncWhileOffline) }
        guard let cache = environment.cache else { throw CommandFailure(text.syncWithoutCache) }
        let clock = environment.clock
        let sync = PackSync(
            routes: server.routes, transport: server.transport, cache: cache, records: environment.records,
            now: { clock.now() })
        let drawsProgress = environment.progress != nil
        let language = session.settings.language
        defer { if drawsProgress { ProgressBar.draw(nil) } }
        let summary = try await CommandFailure.catching(text.syncError) {
            try await sync.run { progress in
                if drawsProgress { ProgressBar.draw(sync: progress, language: language) }
            }
        }
        forgetPackList()
        await server.retryServers()
        return text.synced(summary)
    }
}
