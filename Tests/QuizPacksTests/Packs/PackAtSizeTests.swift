import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("Packs load at any size, written on one line, with faults placed exactly")
struct PackAtSizeTests {
    /// A match pack of `count` items on one line, as servers and `json.dump` write them; item `i` is won by team
    /// `1 + i % 2`, and names carry accents so that columns count characters, not bytes.
    private static func minifiedMatches(_ count: Int, lastWinner: Int? = nil) -> String {
        var items: [String] = []
        items.reserveCapacity(count)
        for id in 1...count {
            let winner = id == count ? (lastWinner ?? 1 + id % 2) : 1 + id % 2
            items.append(
                #"{"id":\#(id),"phase":"Fase \#(id)","team1":{"name":"Japón \#(id)","flag":"https://flagcdn.com/w320/jp.png"},"#
                    + #""team2":{"name":"España \#(id)"},"winner":\#(winner),"details":"1-0"}"#)
        }
        return #"{"format":1,"name":"grande","kind":"match","title":"Partidos","language":"es","items":["#
            + items.joined(separator: ",") + "]}"
    }

    /// The 1-based column of the first occurrence of `marker` in the one-line `text`, counted in characters.
    private static func column(of marker: String, in text: String, last: Bool = false) throws -> Int {
        let range = try #require(last ? text.range(of: marker, options: .backwards) : text.range(of: marker))
        return text[..<range.lowerBound].unicodeScalars.count + 1
    }

    private func faults(_ json: String) -> [String] { faultDescriptions(of: json, file: "big.json") }

    @Test func aMinifiedPackOfTwentyThousandItemsLoads() throws {
        let pack = try PackLoader.decode(Data(Self.minifiedMatches(20_000).utf8), file: "big.json")
        #expect(pack.count == 20_000)
        guard case .match(let matches) = pack.items else {
            Issue.record("not a match pack")
            return
        }
        #expect(
            matches.last
                == MatchItem(
                    id: 20_000, phase: "Fase 20000",
                    team1: .init(name: "Japón 20000", flag: "https://flagcdn.com/w320/jp.png"),
                    team2: .init(name: "España 20000"), winner: 1, details: "1-0"))

    }

    @Test func aFaultAtTheEndOfAMinifiedFileIsPlacedAtItsColumn() throws {
        let json = Self.minifiedMatches(20_000, lastWinner: 3)
        let column = try Self.column(of: #"3,"details""#, in: json, last: true)
        #expect(faults(json) == ["big.json:1:\(column): item 20000 (id 20000): winner: must be 1 or 2, found 3"])
    }

    @Test func aSyntaxErrorAtTheEndOfAMinifiedFileIsPlacedAtItsColumn() {
        let json = String(Self.minifiedMatches(20_000).dropLast())
        let column = json.unicodeScalars.count + 1
        #expect(faults(json) == ["big.json:1:\(column): syntax error: unexpected end of file; ',' or '}' was expected"])
    }

    @Test func aDocumentNestedAMillionDeepIsRefusedAtTheLimit() {
        let json = String(repeating: "[", count: 1_000_000)
        #expect(
            faults(json) == [
                "big.json:1:513: syntax error: arrays and objects nested deeper than 512 levels"
            ])
        let objects = String(repeating: #"{"a":"#, count: 1_000_000)
        #expect(
            faults(objects) == [
                "big.json:1:2561: syntax error: arrays and objects nested deeper than 512 levels"
            ])
    }

    @Test func itemsBeforeTheKindAreReadAllTheSame() throws {
        let json =
            #"{"items":[{"id":1,"title":"Jaws","question":"Q","answer":false}],"format":1,"name":"f","kind":"film","title":"F","language":"en"}"#
        let pack = try PackLoader.decode(Data(json.utf8), file: "f.json")
        #expect(pack.items == .film([FilmItem(id: 1, title: "Jaws", question: "Q", answer: false)]))
        let bad = json.replacingOccurrences(of: "false", with: "0")
        #expect(faults(bad) == ["big.json:1:58: item 1 (id 1): answer: must be true or false, found a number"])
    }

    /// A bundled pack that `JSONEncoder` writes reads back as the same pack.
    @Test(arguments: (try? PackLoader.packFiles(in: BundledPackTests.content)) ?? [])
    func packsReadBackAsWritten(file: URL) throws {
        let pack = try PackLoader.decode(Data(contentsOf: file), file: file.path)
        #expect(try PackLoader.decode(JSONEncoder().encode(pack), file: file.path) == pack)
    }

    @Test func theServiceShapesRead() throws {
        let json = """
            {"format": 1, "name": "q", "kind": "quiz", "title": "Q", "language": "es", "items": [
              {"id": 7, "question": "¿Capital?\\nDe Francia", "answer": "París", "favourite": null, "tips": ["Europa"],
               "author": {"id": 3, "isAdmin": false, "username": "ana", "profileName": "", "accountTypeId": 1,
                          "profileId": null, "photo": {"filename": "a.png", "mime": "image/png", "url": "https://x.test/a.png"}},
               "attachment": "https://x.test/b.jpg"},
              {"id": 8, "question": "Q", "answer": "A", "author": null, "attachment": {"url": "http://x.test/c", "mime": null}}
            ]}
            """
        let author = QuizAuthor(
            username: "ana",
            photo: MediaLink(url: "https://x.test/a.png", mime: "image/png", filename: "a.png", shape: .object),
            id: 3, isAdmin: false, profileName: "", accountTypeId: 1)
        let quizzes = [
            QuizItem(
                id: 7, question: "¿Capital?\nDe Francia", author: author,
                attachment: MediaLink(url: "https://x.test/b.jpg"),
                answer: "París", tips: ["Europa"]),
            QuizItem(
                id: 8, question: "Q", attachment: MediaLink(url: "http://x.test/c", shape: .object), answer: "A"),
        ]
        #expect(
            try PackLoader.decode(Data(json.utf8), file: "q.json")
                == Pack(name: "q", title: "Q", language: "es", items: .quiz(quizzes)))
    }
}
