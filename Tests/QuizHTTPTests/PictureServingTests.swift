import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// `quiz serve` serves the pictures beside its packs, at their whole address under the host that was asked, as the
/// original APIs give every picture.
@Suite struct PictureServingTests {
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content")

    @Test func aFlagComesOverHTTPAtItsWholeAddress() async throws {
        let contents = PackCatalog(folders: [Self.content]).load()
        let api = PackAPI(packs: contents.packs, files: contents.files)
        try await withHTTPTransport { transport in
            try await withPackServer(api) { base in
                let downloader = Downloader(transport: transport, routes: APIRoutes(base: base))
                let summary = try #require(try await downloader.packs().first { $0.name == "world-cup-2022" })
                let pack = try await downloader.pack(summary)
                guard case .match(let matches) = pack.items else { throw CancellationError() }
                let flag = try #require(matches.first?.team1.flag)
                #expect(flag == base.absoluteString + "/packs/world-cup-2022/images/nl.png")
                let routes = await downloader.routes(for: pack.name)
                let url = try #require(routes.picture(flag, of: .match))
                #expect(url.absoluteString == flag)
                let images = try await downloader.images([url, base.appendingPathComponent("packs/cup/images/no.png")])
                #expect(
                    images.data[url] == (try Data(contentsOf: Self.content.appendingPathComponent("images/nl.png"))))
                #expect(images.failures.count == 1)
                let response = try await transport.send(TransportRequest(url: url))
                #expect(response.headers["content-type"] == "image/png")
            }
        }
    }

    @Test func aQuizsAttachmentAndItsAuthorsPhotoComeAtTheirWholeAddress() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-attached-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(contentsOf: Self.content.appendingPathComponent("images/nl.png"))
            .write(to: folder.appendingPathComponent("images/lima.png"))
        try Data(
            #"""
            {"format": 1, "name": "capitals", "kind": "quiz", "title": "Capitals", "language": "en", "items": [
              {"id": 1, "question": "Capital of Peru?", "answer": "Lima", "attachment": "images/lima.png",
               "author": {"username": "ana", "photo": "images/lima.png"}}]}
            """#.utf8
        ).write(to: folder.appendingPathComponent("capitals.json"))
        let contents = PackCatalog(folders: [folder]).load()
        try await withHTTPTransport { transport in
            try await withPackServer(PackAPI(packs: contents.packs, files: contents.files)) { base in
                let response = try await transport.send(
                    TransportRequest(url: base.appendingPathComponent("packs/capitals/api/quizzes/1")))
                let quiz = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                let address = base.absoluteString + "/packs/capitals/images/lima.png"
                #expect((quiz?["attachment"] as? [String: Any])?["url"] as? String == address)
                let author = quiz?["author"] as? [String: Any]
                #expect((author?["photo"] as? [String: Any])?["url"] as? String == address)
                let picture = try await transport.send(TransportRequest(url: try #require(URL(string: address))))
                #expect(picture.status == 200 && picture.headers["content-type"] == "image/png")
            }
        }
    }
}
