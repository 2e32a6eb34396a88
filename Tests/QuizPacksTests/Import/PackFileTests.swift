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

    /// Packs of every kind that quiz writes, with text that JSON escapes, slashes and extra fields.
    private static let packs: [Pack] = {
        let extra = ExtraFields([("zeta", JSONValue(.number(1))), ("alpha", JSONValue(.string("a/b")))])
        let numbers = 1...10
        let items: [PackItems] = [
            .film(
                numbers.map {
                    FilmItem(id: $0, title: "Película \"\($0)\"", question: "¿1958/\($0)?", answer: $0 % 2 == 0)
                }),
            .choice(
                numbers.map {
                    ChoiceItem(
                        id: $0, category: "Capitales", question: "¿Capital \($0)?",
                        answers: [.init(answer: "París\\"), .init(answer: "Roma", photo: "https://example.org/r.jpg")],
                        solution: 1 + $0 % 2)
                }),
            .quiz(
                numbers.map { QuizItem(id: $0, question: "¿\($0) + 1?", answer: "\($0 + 1)", alternatives: ["x\"y"]) }),
            .mixed(
                numbers.map {
                    $0 % 2 == 0
                        ? MixedItem(
                            section: "Cine/\($0)", .film(FilmItem(id: $0, title: "P", question: "¿Sí?", answer: true)))
                        : MixedItem(.quiz(QuizItem(id: $0, question: "¿\($0)?", answer: "\"\($0)\"")))
                }),
        ]
        return items.map {
            Pack(name: "p", title: "Tú/yo", language: "es", items: $0, extraFields: [3: extra, 10: extra])
        }
    }()

    @Test(arguments: packs)
    func aPackWrittenInRunsIsTheFileJSONEncoderWritesAtOnce(pack: Pack) throws {
        var pieces: [Data] = []
        try PackFile.write(pack, file: "p.json", runLength: 3) { pieces.append($0) }
        #expect(pieces.count > 4)
        #expect(pieces.reduce(Data(), +) == (try PackFile.bytes(of: pack)))
    }

    @Test func aFaultInALaterRunIsNamedWhereTheWholeFileHasIt() throws {
        var items = films + (3...9).map { FilmItem(id: $0, title: "Film \($0)", question: "¿\($0)?", answer: true) }
        items[7].question = "¿Tiene\u{07} color?"
        let pack = Pack(name: "cine", title: "Cine", language: "es", items: .film(items))
        let whole = #expect(throws: PackLoadError.self) {
            try PackLoader.decode(PackFile.bytes(of: pack), file: "c.json")
        }
        let runs = #expect(throws: PackLoadError.self) {
            try PackFile.write(pack, file: "c.json", runLength: 3) { _ in }
        }
        #expect(runs != nil)
        #expect(runs == whole)
    }

    @Test func anIdRepeatedInAnotherRunIsAFault() throws {
        let items = (1...7).map { FilmItem(id: $0 == 7 ? 1 : $0, title: "Film", question: "¿\($0)?", answer: true) }
        let pack = Pack(name: "cine", title: "Cine", language: "es", items: .film(items))
        let error = #expect(throws: PackLoadError.self) {
            try PackFile.write(pack, file: "c.json", runLength: 3) { _ in }
        }
        #expect(error?.description.contains("duplicate id 1") == true)
    }
}
