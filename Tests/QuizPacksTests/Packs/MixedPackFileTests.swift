import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

/// A pack of mixed kinds as a file: written and read back the same, each item with its kind and section, and its
/// faults named with their line, column, item and field as every pack's are.
@Suite("Mixed pack files: written, read back and validated")
struct MixedPackFileTests {
    static let pack = Pack(
        name: "geography", title: "Geography", language: "en",
        items: .mixed([
            MixedItem(
                section: "Europe",
                .choice(
                    ChoiceItem(
                        id: 1, category: "Europe", question: "Capital of France?",
                        answers: ["Paris", "Lyon"].map { .init(answer: $0) }, solution: 1))),
            MixedItem(
                .quiz(QuizItem(id: 2, question: "Capital of Spain?", answer: "Madrid", alternatives: ["Madriz"]))),
            MixedItem(
                section: "Rivers",
                .film(FilmItem(id: 3, title: "Rivers", question: "The Seine flows through Paris.", answer: true))),
        ]),
        extraFields: [3: ExtraFields([("level", JSONValue(.string("easy")))])])

    @Test("each item is written with its kind and section beside its own fields, and reads back byte for byte")
    func roundTrip() throws {
        let bytes = try PackFile.encoded(Self.pack, file: "geography.json")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"kind\" : \"mixed\""))
        #expect(text.contains("\"kind\" : \"choice\""))
        #expect(text.contains("\"section\" : \"Rivers\""))
        #expect(text.contains("\"level\" : \"easy\""))
        let read = try PackReader.read(Array(bytes), file: "geography.json")
        #expect(read.items == Self.pack.items)
        #expect(read.extraFields[3]?.members.map(\.key) == ["level"])
        #expect(try PackFile.encoded(read, file: "geography.json") == bytes)
    }

    @Test("an item without a kind, of a kind a mixed pack cannot hold, or with a bad section, is named in its place")
    func faults() {
        let file = """
            {"format": 1, "name": "geo", "kind": "mixed", "title": "Geo", "language": "en", "items": [
              {"id": 1, "question": "Capital of Peru?", "answer": "Lima"},
              {"id": 2, "kind": "fact", "category": "art", "title": "T", "text": "x"},
              {"id": 3, "kind": "film", "section": 7, "title": "T", "question": "Q", "answer": true},
              {"id": 4, "kind": "choice", "question": "Q", "answers": [{"answer": "a"}], "solution": 1},
              {"id": 5, "kind": "quiz", "section": "Peru", "question": "Capital of Peru?", "answer": "Lima"}
            ]}
            """
        let error = #expect(throws: PackLoadError.self) { try PackReader.read(Array(file.utf8), file: "geo.json") }
        #expect(
            error?.faults.map(\.description) == [
                "geo.json:2:3: item 1 (id 1): kind: missing; this field is required",
                "geo.json:3:21: item 2 (id 2): kind: unknown kind \"fact\" for an item of a mixed pack; use one of "
                    + "quiz, match, book, film, choice, poll, slider, ordering, pairs, open",
                "geo.json:4:40: item 3 (id 3): section: must be a string, found a number",
                "geo.json:5:59: item 4 (id 4): answers: has 1 answer; a choice item has from 2 to 8",
            ])
    }
}
