import Foundation
import QuizServer
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

/// Pictures named by a path beside the pack file: where quiz looks for them, and how `PackAPI` serves them.
@Suite struct PackPictureTests {
    static let content = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content")

    @Test func everyFlagOfTheMatchPacksIsAPictureBesideThem() throws {
        for name in ["mundial-2022", "world-cup-2022"] {
            let pack = try PackLoader.load(file: Self.content.appendingPathComponent("\(name).json"))
            guard case .match(let matches) = pack.items else { throw PictureTestError.notMatches(name) }
            for flag in matches.flatMap({ [$0.team1.flag, $0.team2.flag] }) {
                let path = try #require(flag)
                #expect(path.hasPrefix("images/") && PicturePath.isValid(path), "\(path)")
                let data = try Data(contentsOf: Self.content.appendingPathComponent(path))
                #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path) is not a PNG")
            }
        }
    }

    @Test func theFlagsAreCompiledIntoQuizToo() throws {
        let onDisk = try Data(contentsOf: Self.content.appendingPathComponent("images/ar.png"))
        let files = PackFiles(folders: ["mundial-2022": BundledContent.builtIn])
        #expect(try files.picture("images/ar.png", of: "mundial-2022") == onDisk)
        #expect((try? files.picture("images/none.png", of: "mundial-2022")) == nil)
        #expect((try? files.picture("images/ar.png", of: "no-such-pack")) == nil)
    }

    @Test func aCatalogueKnowsEachPacksFolder() {
        let contents = PackCatalog(folders: [Self.content]).load()
        #expect(contents.files.folders["world-cup-2022"] == Self.content)
        #expect((try? contents.files.picture("images/fr.png", of: "world-cup-2022")) != nil)
    }

    @Test func theAPIServesAPictureUnderItsPack() async throws {
        let packs = PackCatalog(folders: [Self.content]).load()
        let api = PackAPI(packs: packs.packs, files: packs.files)
        let picture = await api.respond(
            method: "GET", url: URL(string: "fixture://local/packs/world-cup-2022/images/fr.png")!)
        #expect(picture.status == 200)
        #expect(picture.headers["content-type"] == "image/png")
        #expect(picture.body == (try Data(contentsOf: Self.content.appendingPathComponent("images/fr.png"))))
        let missing = await api.respond(
            method: "GET", url: URL(string: "fixture://local/packs/world-cup-2022/images/xx.png")!)
        #expect(missing.status == 404)
        // A path out of the pack's folder is no picture: it is answered as the unknown route it is.
        let escape = await api.respond(
            method: "GET", url: URL(string: "fixture://local/packs/world-cup-2022/images/..%2F..%2FPackage.swift")!)
        #expect(escape.status == 404)
        #expect(!String(decoding: escape.body, as: UTF8.self).contains("PackageDescription"))
    }

    @Test func aPathIsResolvedAgainstThePacksURL() {
        let base = URL(string: "http://127.0.0.1:8080")!
        let scoped = APIRoutes(base: base, pack: "mundial-2022")
        #expect(
            scoped.picture("images/ar.png", of: .match)?.absoluteString
                == "http://127.0.0.1:8080/packs/mundial-2022/images/ar.png")
        #expect(
            APIRoutes(base: base).picture("images/ar.png", of: .film)?.absoluteString
                == "http://127.0.0.1:8080/images/ar.png")
        #expect(
            scoped.picture("https://flagcdn.com/w320/ar.png", of: .match)?.absoluteString
                == "https://flagcdn.com/w320/ar.png")
        #expect(scoped.picture("../secret.png", of: .match) == nil)
    }

    enum PictureTestError: Error {
        case notMatches(String)
    }
}
