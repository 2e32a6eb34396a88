import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizPictures
import QuizServer
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

/// Pictures come through the transports: resolved against the pack's URL on a server, kept in the download cache,
/// and shown from it with `--offline`.
@Suite struct PictureCacheTests {
    static let posters = Pack(
        name: "posters", title: "Posters", language: "en",
        items: .film([
            FilmItem(id: 1, title: "Blue", posterUrl: "images/fr.png", question: "Is it French?", answer: true)
        ]))

    /// An interpreter on `http://pictures.test`, a server of the pack above with France's flag beside it, or on no
    /// server at all when `offline`, sharing the download cache in `folder`.
    private func shell(cache folder: URL, offline: Bool) throws -> Interpreter {
        let images = folder.appendingPathComponent("server/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(
            at: PictureScreenTests.repository.appendingPathComponent("Content/images/fr.png"),
            to: images.appendingPathComponent("fr.png"))
        let api = PackAPI(
            packs: [Self.posters], files: PackFiles(folders: ["posters": folder.appendingPathComponent("server")]))
        let environment = ShellEnvironment(
            transports: .with(http: { _ in
                offline ? UnreachableTransport() : FixtureTransport(api: api) as any Transport
            }),
            offline: offline, cache: DownloadCache(folder: folder.appendingPathComponent("cache")),
            records: PlayerDatabase())
        return Interpreter(
            source: .http(URL(string: "http://pictures.test")!),
            settings: ShellSettings(language: .en, seed: 1, images: .symbols(.truecolour)),
            style: Style(enabled: false),
            environment: environment)
    }

    private func posterRows(_ shell: Interpreter) async -> [String] {
        for line in ["load posters", "play 1"] {
            let result = await shell.execute(line)
            if result.failure != nil { return ["\(line): \(result.failure!)"] }
            if line == "play 1" { return result.output.filter { $0.contains("8;2;") } }
        }
        return []
    }

    @Test func aPictureFetchedOnceIsShownOffline() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let online = try shell(cache: folder, offline: false)
        let drawn = await posterRows(online)
        await online.close()
        #expect(drawn.count == 8, "\(drawn)")
        let offline = try shell(cache: folder, offline: true)
        #expect(await posterRows(offline) == drawn)
        await offline.close()
    }
}
