import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("pack files as quiz writes them")
struct PackFileTests {
    private let films: [FilmItem] = [
        FilmItem(id: 2, title: "Vértigo", posterUrl: "https://example.org/v.jpg", question: "¿1958?", answer: true),
        FilmItem(id: 1, title: "Psicosis", question: "¿Tiene color?", answer: false),
    ]

    @Test func keysAreSortedSlashesKeptAndTheFileReadsBackAsTheSamePack() throws {
        let extra = ExtraFields([("zeta", JSONValue(.number(1))), ("alpha", JSONValue(.string("a/b")))])
        let pack = Pack(name: "cine", title: "Cine", language: "es", items: .film(films), extraFields: [2: extra])
        let bytes = try PackFile.encoded(pack, file: "cine.json")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\" : 1,\n  \"items\" : [\n    {\n      \"alpha\" : \"a/b\",\n"))
        #expect(text.contains("\"posterUrl\" : \"https://example.org/v.jpg\""))
        #expect(text.hasSuffix("\"title\" : \"Cine\"\n}\n"))
        let read = try PackReader.read(Array(text.utf8), file: "cine.json")
        #expect(read.items == pack.items)
        #expect(try PackFile.encoded(read, file: "cine.json") == bytes)
    }

    @Test func aNumberJSONCannotHoldIsAFaultNamingTheFile() {
        let extra = ExtraFields([("rating", JSONValue(.number(.infinity)))])
        let pack = Pack(name: "cine", title: "Cine", language: "es", items: .film(films), extraFields: [1: extra])
        let error = #expect(throws: PackLoadError.self) { try PackFile.encoded(pack, file: "cine.json") }
        #expect(error?.description.hasPrefix("cine.json: cannot be written as JSON: ") == true)
    }

    @Test func aPackOverThePackFileLimitIsNotWritten() throws {
        let pack = Pack(name: "cine", title: "Cine", language: "es", items: .film(films))
        let limit = FileBytes.Limit(bytes: 1 << 20, kind: "a pack file")
        #expect(throws: Never.self) { try PackFile.encoded(pack, file: "cine.json", limit: limit) }
        let large = (1...20_000).map {
            FilmItem(id: $0, title: "Película \($0)", question: "¿Tiene color?", answer: true)
        }
        let error = #expect(throws: PackLoadError.self) {
            try PackFile.encoded(
                Pack(name: "cine", title: "Cine", language: "es", items: .film(large)), file: "cine.json", limit: limit)
        }
        #expect(
            error?.description
                == "cine.json: would be 3 MiB, over the 1 MiB limit for a pack file; make several smaller packs")
    }
}
