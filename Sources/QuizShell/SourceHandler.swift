import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `packs` and `source`: where questions come from, opened on first use, and the packs it has.
final class SourceHandler {
    private let session: SessionState
    /// The source given at start or by `source`.
    private(set) var spec: PackSource
    /// Opened on first use, so that start-up reads nothing.
    private var active: ActiveSource?
    /// Transports replaced, still serving a game begun on them; shut down at the end.
    private var retired: [any Transport] = []
    /// The source's list of packs, once read.
    private(set) var summaries: [PackSummary]?
    /// How many times `source` has changed the source: what came from an earlier one is not this one's.
    private(set) var changes = 0

    init(session: SessionState, source: PackSource) {
        self.session = session
        self.spec = source
    }

    private var text: Messages { session.text }
    private var environment: ShellEnvironment { session.environment }

    /// `packs`: the source's packs, with the pack files it could not read and the kinds a server does not serve.
    func listPacks() async throws -> [String] {
        let source = activeSource()
        let packs = try await packSummaries()
        let faults = source.faults.map { session.marks.yellow(text.badPackSkipped($0)) }
        guard !packs.isEmpty else {
            guard case .fixture(let folders) = source.source else { return faults + [text.noPacks] }
            return faults + [text.noLocalPacks(lookedIn: folders, userPacks: environment.directories.userPacks)]
        }
        let missing = await source.downloader.missingKinds
        return faults + text.packLines(packs, offline: offlineAvailability())
            + (missing.isEmpty ? [] : [session.marks.yellow(text.kindsMissing(missing))])
    }

    /// The source's packs, read once.
    func packSummaries() async throws -> [PackSummary] {
        if let summaries { return summaries }
        let source = activeSource()
        do {
            let fetched = try await source.downloader.packs()
            // The source may have changed while the list was on its way; the list is only the old source's.
            if active?.source == source.source { summaries = fetched }
            return fetched
        } catch {
            guard case .uncached = error, offlineAvailability() == nil else {
                throw CommandFailure(text.transport(error))
            }
            throw CommandFailure(text.transport(error) + text.nothingSynced)
        }
    }

    /// The source, opened on first use.
    func activeSource() -> ActiveSource {
        if let active { return active }
        let opened = open(spec)
        active = opened
        return opened
    }

    /// `source [fixture FOLDER... | local | http URL ...]`: shows the source, or changes it once the new one answers.
    func change(_ argument: String) async throws -> [String] {
        let (kind, rest) = argument.wordAndRest
        let spec: PackSource
        switch kind.lowercased() {
        case "":
            return [text.source(self.spec)]
        case "fixture", "local", "local-packs":
            let paths = rest.split(separator: " ").map(String.init)
            guard !paths.isEmpty else {
                spec = .standard(directories: environment.directories)
                break
            }
            var folders: [URL] = []
            for path in paths {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw CommandFailure(text.notAFolder(path))
                }
                folders.append(URL(fileURLWithPath: path, isDirectory: true))
            }
            spec = .fixture(folders: folders)
        case "http":
            spec = try serverSource(rest.split(separator: " ").map(String.init))
        case _ where kind.contains("://"):
            spec = try serverSource([kind] + rest.split(separator: " ").map(String.init))
        default:
            throw CommandFailure(text.usage(.source))
        }
        let candidate = open(spec)
        let packs: [PackSummary]
        do {
            packs = try await candidate.downloader.packs()
        } catch {
            await candidate.transport.shutdown()
            throw CommandFailure(text.transport(error))
        }
        if let active { retired.append(active.transport) }
        active = candidate
        self.spec = spec
        summaries = packs
        changes += 1
        // A pack belongs to the source it came from; a game in play goes on with its own.
        session.pack = nil
        return [text.sourceChanged(spec)]
    }

    /// The source is opened again at its next use, reading its folders, the network or the cache afresh.
    func reopen() {
        if let active { retired.append(active.transport) }
        active = nil
        summaries = nil
    }

    /// The list of packs is read again at its next use.
    func forgetPackList() {
        summaries = nil
    }

    /// Where changes to packs are saved: the user's packs folder, over the local folders of the source (the bundled
    /// packs when the source is a server).
    var packStore: PackStore {
        let folders: [URL]
        if case .fixture(let sourceFolders) = spec {
            folders = sourceFolders
        } else {
            folders = PackCatalog.standard(directories: environment.directories).folders
        }
        return PackStore(folders: folders, userPacks: environment.directories.userPacks)
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

    /// Shuts down every transport.
    func close() async {
        for transport in retired { await transport.shutdown() }
        retired = []
        if let active { await active.transport.shutdown() }
        active = nil
    }

    private func open(_ source: PackSource) -> ActiveSource {
        let progress = environment.progress
        let gate = session.progressGate
        let notices = session.notices
        return ActiveSource.open(
            source, environment: environment, offline: session.offline, seed: session.seed,
            language: session.settings.language,
            report: { event in
                switch event {
                case .progress(let value): if gate.isOpen { progress?(value) }
                case .notice(let notice): notices.append(notice)
                }
            })
    }

    /// `URL [token=T] [quiz=URL] [match=URL] [check=URL] [book=URL] [film=URL]`. Without `token=`, the URL's
    /// `?token=`, else the token of the server in use, else the one given at start.
    private func serverSource(_ words: [String]) throws -> PackSource {
        guard let first = words.first else { throw CommandFailure(text.usage(.source)) }
        let (url, urlToken) = ServerAddress.splittingToken(try serverURL(first))
        var options = ServerOptions(token: environment.token)
        if case .http(_, let current) = spec, let token = current.token { options.token = token }
        if let urlToken { options.token = urlToken }
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw CommandFailure(text.usage(.source)) }
            if parts[0].lowercased() == "token" {
                options.token = parts[1]
            } else if !options.setURL(parts[0].lowercased(), try serverURL(parts[1])) {
                throw CommandFailure(text.usage(.source))
            }
        }
        return .http(url, options)
    }

    private func serverURL(_ address: String) throws -> URL {
        do throws(ServerAddress.Problem) {
            return try ServerAddress.check(address)
        } catch {
            throw CommandFailure(text.badAddress(error))
        }
    }
}
