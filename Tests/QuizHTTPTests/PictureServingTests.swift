import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// `quiz serve` serves the pictures beside its packs, and a client fetches them by the path the pack names.
@Suite struct PictureServingTests {
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content")

    @Test func aFlagComesOverHTTPByThePathItsPackNames() async throws {
        let contents = PackCatalog(folders: [Self.content]).load()
        let api = PackAPI(packs: contents.packs, files: contents.files)
        try await withHTTPTransport { transport in
            try await withPackServer(api) { base in
                let downloader = Downloader(transport: transport, routes: APIRoutes(base: base))
                let summary = try #require(try await downloader.packs().first { $0.name == "world-cup-2022" })
                let pack = try await downloader.pack(summary)
                guard case .match(let matches) = pack.items else { throw CancellationError() }
                let flag = try #require(matches.first?.team1.flag)
                #expect(flag.hasPrefix("images/"))
                let routes = await downloader.routes(for: pack.name)
                let url = try #require(routes.picture(flag, of: .match))
                #expect(url.absoluteString == base.absoluteString + "/packs/world-cup-2022/" + flag)
                let images = try await downloader.images([url, base.appendingPathComponent("packs/cup/images/no.png")])
                #expect(images.data[url] == (try Data(contentsOf: Self.content.appendingPathComponent(flag))))
                #expect(images.failures.count == 1)
                let response = try await transport.send(TransportRequest(url: url))
                #expect(response.headers["content-type"] == "image/png")
            }
        }
    }
}
