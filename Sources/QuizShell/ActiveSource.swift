import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// The source questions come from right now: its transport, and a downloader over it.
struct ActiveSource: Sendable {
    let source: PackSource
    let transport: any Transport
    let downloader: Downloader
    /// Pack files of a local source that could not be loaded, for `packs` to mention.
    let faults: [PackLoadError]

    var routes: APIRoutes { downloader.routes }

    /// Opens a source: reads the pack folders of a local one, or builds the HTTP transport of a server.
    static func open(
        _ source: PackSource, environment: ShellEnvironment, offline: Bool, seed: UInt64, language: Language,
        report: @escaping @Sendable (DownloadEvent) -> Void
    ) -> ActiveSource {
        let transport: any Transport
        var faults: [PackLoadError] = []
        var cache = environment.cache
        switch source {
        case .fixture(let folders):
            let contents = PackCatalog(folders: folders).load()
            faults = contents.errors
            transport = FixtureTransport(
                packs: contents.packs, preferredLanguage: language.rawValue, seed: seed, origins: contents.origins,
                files: contents.files)
            cache = nil
        case .http(let url, _):
            transport = environment.makeHTTPTransport(url)
        }
        let downloader = Downloader(
            transport: transport, routes: source.routes, cache: cache,
            offline: offline && cache != nil, report: report)
        return ActiveSource(source: source, transport: transport, downloader: downloader, faults: faults)
    }
}
