import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks

/// `packs` and `source`: where questions come from, opened on first use, and the packs it has.
final class SourceHandler {
    let session: SessionState
    /// The source given at start or by `source`.
    private(set) var spec: SourceAddress
    /// Opened on first use, so that start-up reads nothing.
    private var active: (any PackSource)?
    /// Sources replaced, still serving a game begun on them; shut down at the end.
    private var retired: [any PackSource] = []
    /// The source's list of packs, once read.
    private(set) var summaries: [PackSummary]?
    /// How many times `source` has changed the source: what came from an earlier one is not this one's.
    private(set) var changes = 0
    /// Progress is drawn only while a command downloads a pack.
    private let drawsProgress = SharedValue(false)

    init(session: SessionState, source: SourceAddress) {
        self.session = session
        self.spec = source
    }

    var text: Messages { session.text }
    var environment: ShellEnvironment { session.environment }

    /// `packs`: the source's packs, with the pack files it could not read and the kinds a server does not serve.
    func listPacks() async throws -> [String] {
        let source = activeSource()
        let packs = try await packSummaries()
        let faults = source.faults.map { session.marks.yellow(text.badPackSkipped($0)) }
        guard !packs.isEmpty else { return faults + [noLocalPacks ?? text.noPacks] }
        let missing = await source.server?.missingKinds ?? [:]
        let synced = offlineAvailability()
        return faults + text.packLines(packs, offline: synced)
            + (missing.isEmpty ? [] : [session.marks.yellow(text.kindsMissing(missing, synced: synced != nil))])
    }

    /// What says that the local source has no packs, with where it looked; nil for a server.
    var noLocalPacks: String? {
        activeSource().address.folders.map {
            text.noLocalPacks(lookedIn: $0, userPacks: environment.directories.userPacks)
        }
    }

    func packSummaries() async throws -> [PackSummary] {
        if let summaries { return summaries }
        let source = activeSource()
        do {
            let fetched = try await source.packs()
            // The source may have changed while the list was on its way; the list is only the old source's.
            if active?.address == source.address { summaries = fetched }
            return fetched
        } catch {
            let unsynced = if case .uncached = error { offlineAvailability() == nil } else { false }
            throw CommandFailure(text.transport(error) + (unsynced ? text.nothingSynced : ""))
        }
    }

    /// The pack of the source named `name` (in any case), as `load` loads it without options: the player's copy when
    /// there is one.
    func pack(named name: String) async throws -> Pack {
        let summary = try await summary(named: name)
        // The player's copy of a pack overrides the pack of the same name, wherever that came from.
        if let own = userCopy(of: summary.name) { return own }
        return try await download { try await $0.pack(summary) }
    }

    /// The source's pack named `name`, in any case and with or without accents (`películas` loads `peliculas`); a
    /// failure that names the packs there are otherwise.
    func summary(named name: String) async throws -> PackSummary {
        let packs = try await packSummaries()
        guard
            let summary = packs.first(where: { $0.name == name })
                ?? packs.first(where: { $0.name.lowercased() == name.lowercased() })
                ?? packs.first(where: { TextMatching.folded($0.name) == TextMatching.folded(name) })
        else {
            // A file with faults may have no name that can be read: its file's name stands for it.
            if let faulty = activeSource().faults.first(where: {
                TextMatching.folded(URL(fileURLWithPath: $0.file).deletingPathExtension().lastPathComponent)
                    == TextMatching.folded(name)
            }) {
                throw CommandFailure(text.faultyPack(name, file: faulty.file))
            }
            if packs.isEmpty, let noLocalPacks = noLocalPacks { throw CommandFailure(noLocalPacks) }
            // A kind that the server has but could not serve: why, rather than that there is no such pack.
            let missing = await activeSource().server?.missingKinds ?? [:]
            if let failure = Downloader.firstFailure(missing.filter { $0.key.plural == TextMatching.folded(name) }) {
                throw CommandFailure(text.transport(failure))
            }
            let names = packs.map(\.name)
            let suggestion = CommandName.nearest(to: name.lowercased(), among: names)
            throw CommandFailure(text.unknownPack(name, suggestion: suggestion, available: names))
        }
        return summary
    }

    /// The player's copy of the pack named `name`, if they made one and it can be read.
    private func userCopy(of name: String) -> Pack? {
        // One system call before every `load`; FileManager's own check costs several times more.
        guard access(environment.directories.userPacks.path, F_OK) == 0 else { return nil }
        return try? PackStore(folders: [], userPacks: environment.directories.userPacks).current(name)
    }

    /// What `body` reads from the source in use, with the progress bar while it downloads, cleared at the end.
    func download(_ body: (any PackSource) async throws -> Pack) async throws -> Pack {
        drawsProgress.set(true)
        defer {
            drawsProgress.set(false)
            environment.progress?(nil)
        }
        return try await CommandFailure.catching(text.transport) { try await body(activeSource()) }
    }

    func activeSource() -> any PackSource {
        if let active { return active }
        let opened = open(spec)
        active = opened
        return opened
    }

    /// `source [local [FOLDER...] | fixture FOLDER... | http URL ...]`: shows the source, or changes it once the new
    /// one answers.
    func change(_ argument: String) async throws -> [String] {
        let (kind, rest) = argument.wordAndRest
        let words = rest.split(separator: " ").map(String.init)
        let spec: SourceAddress
        switch kind.lowercased() {
        case "":
            return [text.source(self.spec, standard: isStandard(self.spec))]
        case "local", "local-packs":
            spec = words.isEmpty ? .standard(directories: environment.directories) : .local(folders: try folders(words))
        case "fixture":
            guard !words.isEmpty else { throw CommandFailure(text.usage(.source)) }
            spec = .fixture(folders: try folders(words))
        case "http":
            spec = try serverSource(words)
        case _ where kind.contains("://"):
            spec = try serverSource([kind] + words)
        default:
            throw CommandFailure(text.usage(.source))
        }
        let candidate = open(spec)
        let packs: [PackSummary]
        do {
            packs = try await candidate.packs()
        } catch {
            await candidate.shutdown()
            throw CommandFailure(text.transport(error))
        }
        if let active { retired.append(active) }
        active = candidate
        self.spec = spec
        summaries = packs
        changes += 1
        // A pack belongs to the source it came from; a game in play goes on with its own.
        session.pack = nil
        return [text.sourceChanged(spec, standard: isStandard(spec))]
    }

    /// The source is opened again at its next use, reading its folders, the network or the cache afresh.
    func reopen() {
        if let active { retired.append(active) }
        active = nil
        summaries = nil
    }

    func forgetPackList() {
        summaries = nil
    }

    /// Where changes to packs are saved: the user's packs folder, over the local folders of the source (the bundled
    /// packs when the source is a server).
    var packStore: PackStore {
        let folders = spec.folders ?? PackCatalog.standard(directories: environment.directories).folders
        return PackStore(folders: folders, userPacks: environment.directories.userPacks)
    }

    /// The pack of that name as it can be read here: the loaded one, or as it is saved among the bundled packs and
    /// the player's own.
    func readablePack(named name: String) -> Pack? {
        session.pack?.name == name ? session.pack : try? packStore.current(name)
    }

    /// When each pack of the server in use was made available offline by the last complete `sync`; nil for a
    /// local source, or a server never synced.
    func offlineAvailability() -> (since: Date, packs: Set<String>)? {
        let source = activeSource()
        guard case .http = source.address, let server = source.server,
            let complete = try? environment.records.lastComplete(source: PackSync.source(of: server.routes))
        else { return nil }
        return (complete.finishedAt, Set(complete.packs.map(\.name)))
    }

    func close() async {
        for source in retired { await source.shutdown() }
        retired = []
        if let active { await active.shutdown() }
        active = nil
    }

    /// Opens a source: reads the pack folders of a local one, or builds the transport of a server (the fixture's
    /// over the folders' packs). Only a server's copies are kept for offline play: local packs are always there.
    private func open(_ address: SourceAddress) -> any PackSource {
        let environment = self.environment
        let cache = environment.cache
        let offline = session.offline && cache != nil
        let report = reporter()
        // What comes over the network: a server's packs and pictures, or the pictures on the web of local packs.
        let web = { @Sendable (routes: APIRoutes) in
            Downloader(
                transport: environment.transports.http(routes.base), routes: routes, cache: cache, offline: offline,
                report: report)
        }
        switch address {
        case .local(let folders):
            let routes = APIRoutes(base: SourceAddress.fixtureBase)
            return LocalPacks(folders: folders, seed: session.seed, makeWebDownloader: { web(routes) })
        case .fixture(let folders):
            let contents = PackCatalog(folders: folders).load()
            let transport = environment.transports.fixture(contents, session.settings.language.rawValue, session.seed)
            return ServerPacks(
                address: address, downloader: Downloader(transport: transport, routes: address.routes!, report: report),
                faults: contents.errors)
        case .http:
            return ServerPacks(address: address, downloader: web(address.routes!))
        }
    }

    /// Where a download's progress and notices go: the progress bar while a command downloads, the notices to the
    /// command's output.
    private func reporter() -> @Sendable (DownloadEvent) -> Void {
        let progress = environment.progress
        let drawsProgress = self.drawsProgress
        let notices = session.notices
        return { event in
            switch event {
            case .progress(let value): if drawsProgress.get() { progress?(value) }
            case .notice(let notice): notices.change { $0.append(notice) }
            }
        }
    }

    /// The folders named, each checked to be one.
    /// Whether `spec` is the bundled packs and the player's own.
    private func isStandard(_ spec: SourceAddress) -> Bool {
        spec == .standard(directories: environment.directories)
    }

    private func folders(_ paths: [String]) throws -> [URL] {
        try paths.map { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandFailure(text.notAFolder(path))
            }
            return URL(fileURLWithPath: path, isDirectory: true)
        }
    }

    /// `URL [token=T] [quiz=URL] [match=URL] [check=URL] [book=URL] [film=URL]`. Without `token=`, the URL's
    /// `?token=`, else the token of the server in use, else the one given at start.
    private func serverSource(_ words: [String]) throws -> SourceAddress {
        guard let first = words.first else { throw CommandFailure(text.usage(.source)) }
        let (url, urlToken) = ServerAddress.splittingToken(try serverURL(first))
        var options = ServerOptions(token: environment.token)
        if case .http(_, let current) = spec, let token = current.token { options.token = token }
        if let urlToken { options.token = urlToken }
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0].lowercased()
            // The name is checked before the URL: "foo=bar" is a word that source does not take, not a bad URL.
            guard parts.count == 2, name == "token" || ServerOptions.urlNames.contains(name) else {
                throw CommandFailure(text.usage(.source))
            }
            guard name != "token" else {
                guard !parts[1].trimmingSpaces.isEmpty else { throw CommandFailure(text.emptyToken) }
                options.token = parts[1]
                continue
            }
            _ = options.setURL(name, try serverURL(parts[1]))
        }
        return .http(url, options)
    }

    private func serverURL(_ address: String) throws -> URL {
        try CommandFailure.catching(text.badAddress) { try ServerAddress.check(address) }
    }
}
