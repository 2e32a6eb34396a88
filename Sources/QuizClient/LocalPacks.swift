import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// Packs read from folders in this process: the bundled packs, the player's own, or folders given. They keep their
/// answers, so the game judges every answer itself; a picture beside a pack is read from its folder, and one on the
/// web is fetched over HTTP and kept for offline play.
public actor LocalPacks: PackSource {
    public nonisolated let address: SourceAddress
    public nonisolated var server: Downloader? { nil }
    public nonisolated let faults: [PackLoadError]
    private nonisolated let contents: PackCatalog.Contents
    private nonisolated let seed: UInt64
    private let makeWebDownloader: @Sendable () -> Downloader
    /// Fetches the pictures on the web that the packs link to, made on first use.
    private var web: Downloader?

    /// Reads the packs of `folders` once, here; `makeWebDownloader` is called once a picture on the web is needed.
    public init(folders: [URL], seed: UInt64, makeWebDownloader: @escaping @Sendable () -> Downloader) {
        address = .local(folders: folders)
        contents = PackCatalog(folders: folders).load()
        faults = contents.errors
        self.seed = seed
        self.makeWebDownloader = makeWebDownloader
    }

    public nonisolated func packs() -> [PackSummary] {
        contents.packs.map { PackSummary($0, origin: contents.origins[$0.name]) }
    }

    public nonisolated func pack(_ summary: PackSummary, search: String?) throws(TransportError) -> Pack {
        var pack = try stored(summary)
        if let search, case .quiz(let quizzes) = pack.items {
            let found = QuizSearch(search)
            pack.items = .quiz(quizzes.filter { found.matches($0.question) })
        }
        return pack
    }

    public nonisolated func randomQuizzes(_ summary: PackSummary, count: Int) throws(TransportError) -> Pack {
        var pack = try stored(summary)
        guard case .quiz(let quizzes) = pack.items else { return pack }
        var generator = SeededGenerator(seed: seed)
        pack.items = .quiz(Array(quizzes.shuffled(using: &generator).prefix(count)))
        return pack
    }

    /// A web address as it is; a path beside the pack as the file in the pack's folder.
    public nonisolated func picture(_ link: String, of kind: ItemKind, in pack: String) -> URL? {
        if WebAddress.isValid(link) { return URL(string: link) }
        guard PicturePath.isValid(link), let folder = contents.files.folders[pack] else { return nil }
        return folder.appendingPathComponent(link)
    }

    public func images(_ urls: [URL]) async throws(TransportError) -> Downloader.Images {
        var images = Downloader.Images()
        var onTheWeb: [URL] = []
        for url in urls {
            guard url.isFileURL else {
                onTheWeb.append(url)
                continue
            }
            do throws(FileBytes.Failure) {
                images.data[url] = try besidePack(url)
            } catch {
                images.failures[url] = .noSuchFile(url: url, reason: error.reason)
            }
        }
        guard !onTheWeb.isEmpty else { return images }
        let web = self.web ?? makeWebDownloader()
        self.web = web
        let fetched = try await web.images(onTheWeb)
        images.data.merge(fetched.data) { own, _ in own }
        images.failures.merge(fetched.failures) { own, _ in own }
        return images
    }

    public func shutdown() async {
        await web?.transport.shutdown()
        web = nil
    }

    private nonisolated func stored(_ summary: PackSummary) throws(TransportError) -> Pack {
        guard let pack = contents.pack(named: summary.name) else {
            throw .noSuchFile(url: URL(fileURLWithPath: summary.name), reason: FileFailure.posix(ENOENT))
        }
        return pack
    }

    /// The picture at `url` when it lies in the folder of a pack: read as `PackFiles` reads it, never from outside
    /// that folder.
    private nonisolated func besidePack(_ url: URL) throws(FileBytes.Failure) -> Data {
        for (pack, folder) in contents.files.folders {
            let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            guard url.path.hasPrefix(prefix) else { continue }
            return try contents.files.picture(String(url.path.dropFirst(prefix.count)), of: pack)
        }
        throw FileBytes.Failure(reason: FileFailure.posix(ENOENT))
    }
}
