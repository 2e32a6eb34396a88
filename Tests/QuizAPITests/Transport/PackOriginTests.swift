import Foundation
import QuizServer
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

/// `packs` says where each pack was found: the bundled packs, the user's folder, or a folder given by name.
@Suite("Where each pack comes from")
struct PackOriginTests {
    @Test(
        "a pack of a given folder is named by the folder; a later folder's pack of the same name wins, with its origin")
    func foldersNameTheirPacks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("origins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("class-a")
        let second = root.appendingPathComponent("class-b")
        for folder in [first, second] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        func pack(_ name: String, title: String) -> Data {
            Data(
                """
                {"format": 1, "name": "\(name)", "kind": "film", "title": "\(title)", "language": "en",
                 "items": [{"id": 1, "title": "Up", "question": "It is animated", "answer": true}]}
                """.utf8)
        }
        try pack("films", title: "A").write(to: first.appendingPathComponent("films.json"))
        try pack("extra", title: "E").write(to: first.appendingPathComponent("extra.json"))
        try pack("films", title: "B").write(to: second.appendingPathComponent("films.json"))
        let contents = PackCatalog(folders: [first, second]).load()
        #expect(contents.origins == ["films": "class-b", "extra": "class-a"])
        #expect(contents.pack(named: "films")?.title == "B")
        #expect(PackCatalog.origin(of: BundledContent.builtIn) == "bundled")
    }

    @Test("/packs gives each pack's origin, and leaves it out when none is known")
    func packListSaysIt() async throws {
        let film = Pack(
            name: "films", title: "Films", language: "en",
            items: .film([FilmItem(id: 1, title: "Up", question: "It is animated", answer: true)]))
        let api = PackAPI(packs: [film], origins: ["films": "user"])
        let served = await api.respond(method: "GET", url: URL(string: "http://quiz.test/packs")!)
        #expect(String(decoding: served.body, as: UTF8.self).contains(#""origin":"user""#))
        let plain = await PackAPI(packs: [film]).respond(method: "GET", url: URL(string: "http://quiz.test/packs")!)
        #expect(!String(decoding: plain.body, as: UTF8.self).contains("origin"))
    }
}
