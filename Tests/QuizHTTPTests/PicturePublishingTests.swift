import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// `quiz serve` publishes the pictures its packs name, inside the packs folder, and nothing else of the folder.
@Suite struct PicturePublishingTests {
    /// A packs folder with one film pack naming `images/poster.png` and `images/passwd.png`, beside pictures no
    /// pack names; `images/passwd.png` is a link to a file outside the folder.
    private static func packsFolder(in root: URL) throws -> URL {
        let folder = root.appendingPathComponent("packs")
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("private"), withIntermediateDirectories: true)
        let pack = #"""
            {"format": 1, "name": "cinema", "kind": "film", "title": "Cinema", "language": "en", "items": [
              {"id": 1, "title": "Jaws", "posterUrl": "images/poster.png", "question": "Spielberg", "answer": true},
              {"id": 2, "title": "Alien", "posterUrl": "images/passwd.png", "question": "Scott", "answer": true}
            ]}
            """#
        try Data(pack.utf8).write(to: folder.appendingPathComponent("cinema.json"))
        try Data("poster".utf8).write(to: images.appendingPathComponent("poster.png"))
        try Data("JFIF passport scan".utf8).write(to: folder.appendingPathComponent("private/passport.jpg"))
        let secret = root.appendingPathComponent("secret.txt")
        try Data("root:x:0:0".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(
            atPath: images.appendingPathComponent("passwd.png").path, withDestinationPath: secret.path)
        return folder
    }

    @Test("a named picture is served; an unnamed one and a link out of the folder are not found")
    func onlyNamedPicturesInsideTheFolder() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let contents = PackCatalog(folders: [try Self.packsFolder(in: root)]).load()
        let api = PackAPI(packs: contents.packs, files: contents.files)
        try await withHTTPTransport { transport in
            try await withPackServer(api) { base in
                let pack = base.appendingPathComponent("packs/cinema")
                let poster = try await transport.send(
                    TransportRequest(url: pack.appendingPathComponent("images/poster.png")))
                #expect(poster.status == 200)
                #expect(poster.body == Data("poster".utf8))
                for path in ["private/passport.jpg", "images/passwd.png"] {
                    let response = try await transport.send(TransportRequest(url: pack.appendingPathComponent(path)))
                    #expect(response.status == 404, "\(path)")
                    #expect(!String(decoding: response.body, as: UTF8.self).contains("root:x"))
                    #expect(!String(decoding: response.body, as: UTF8.self).contains("JFIF"))
                }
            }
        }
    }
}
