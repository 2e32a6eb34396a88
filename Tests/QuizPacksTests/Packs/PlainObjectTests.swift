import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("An item read straight from its members is the item its decoder reads, or is left to the decoder")
struct PlainObjectTests {
    private static func decoded<Item: Decodable>(_ json: String, as type: Item.Type = QuizItem.self) throws -> Item {
        try Item(from: JSONValueDecoder(try JSONParser.parse(Array(json.utf8)), state: JSONDecodingState()))
    }

    private static func plain(_ json: String, kind: ItemKind = .quiz) throws -> PackItems? {
        try? PlainObject(try JSONParser.parse(Array(json.utf8))).item(of: kind)
    }

    @Test(arguments: [
        #"{"id": 1, "question": "Capital of France?", "answer": "Paris"}"#,
        #"{"question": "Q", "id": 7.0, "extra": [1, {"x": 2}]}"#,
        #"{"id": -3, "question": "", "answer": "", "favourite": true, "tips": [], "alternatives": ["a", "b"]}"#,
        #"{"id": 2, "question": "Q", "answer": "A", "author": null, "favourite": null, "tips": null,"#
            + #" "alternatives": null, "attachment": null, "numbers": null}"#,
        #"{"id": 4, "question": "Q", "author": {"username": "ana", "id": 3, "isAdmin": false,"#
            + #" "profileName": "Ana", "accountTypeId": 1, "profileId": 9, "photo": null, "other": 1}}"#,
        #"{"id": 5, "question": "Q", "author": {"username": "ana", "id": null, "isAdmin": null}}"#,
    ])
    func aPlainQuizIsReadToTheSameValue(json: String) throws {
        let decoded = try Self.decoded(json)
        #expect(try Self.plain(json) == .quiz([decoded]))
        guard case .quiz(let items)? = try Self.plain(json) else { return }
        #expect(items.first?.author?.profileName == decoded.author?.profileName)
    }

    @Test func plainFilmsMatchesAndBooksAreReadToTheSameValue() throws {
        let film = #"{"id": 1, "title": "T", "posterUrl": null, "question": "Q", "answer": true, "x": 1}"#
        #expect(try Self.plain(film, kind: .film) == .film([try Self.decoded(film, as: FilmItem.self)]))
        let match =
            #"{"id": 2, "phase": "Final", "team1": {"name": "A", "flag": "https://example.com/a.png"},"#
            + #" "team2": {"name": "B"}, "winner": 2, "details": "1-2"}"#
        #expect(try Self.plain(match, kind: .match) == .match([try Self.decoded(match, as: MatchItem.self)]))
        let book =
            #"{"id": 3, "book": "B", "question": "Q", "answer1": {"answer": "X", "photo": null},"#
            + #" "answer2": {"answer": "Y", "photo": "https://example.com/y.jpg"}, "solution": 1}"#
        #expect(try Self.plain(book, kind: .book) == .book([try Self.decoded(book, as: BookItem.self)]))
    }

    @Test(arguments: [
        (ItemKind.film, #"{"id": 1, "title": "T", "question": "Q", "answer": "yes"}"#),
        (.film, #"{"id": 1, "title": "T", "posterUrl": 3, "question": "Q", "answer": true}"#),
        (.match, #"{"id": 2, "phase": "F", "team1": {"name": "A"}, "team2": "B", "winner": 2, "details": "1-2"}"#),
        (
            .match,
            #"{"id": 2, "phase": "F", "team1": {"name": "A"}, "team2": {"flag": "f"}, "winner": 2, "details": ""}"#
        ),
        (.book, #"{"id": 3, "book": "B", "question": "Q", "answer1": {"answer": "X"}, "solution": 1}"#),
        (.choice, #"{"id": 4, "question": "Q", "options": ["a", "b"], "answer": 1}"#),
    ])
    func otherKindsNotPlainAreLeftToTheDecoder(kind: ItemKind, json: String) throws {
        #expect(try Self.plain(json, kind: kind) == nil)
    }

    @Test(arguments: [
        #"{"id": 1.5, "question": "Q"}"#,
        #"{"id": "1", "question": "Q"}"#,
        #"{"id": 1e16, "question": "Q"}"#,
        #"{"question": "Q"}"#,
        #"{"id": 1}"#,
        #"{"id": 1, "question": null}"#,
        #"{"id": 1, "question": "Q", "answer": null}"#,
        #"{"id": 1, "question": "Q", "answer": 3}"#,
        #"{"id": 1, "question": "Q", "favourite": "yes"}"#,
        #"{"id": 1, "question": "Q", "tips": ["a", 2]}"#,
        #"{"id": 1, "question": "Q", "tips": "a"}"#,
        #"{"id": 1, "question": "Q", "alternatives": [null]}"#,
        #"{"id": 1, "question": "Q", "attachment": "https://example.com/a.png"}"#,
        #"{"id": 1, "question": "Q", "numbers": [1]}"#,
        #"{"id": 1, "question": "Q", "author": "ana"}"#,
        #"{"id": 1, "question": "Q", "author": {"id": 3}}"#,
        #"{"id": 1, "question": "Q", "author": {"username": null}}"#,
        #"{"id": 1, "question": "Q", "author": {"username": "ana", "id": 0.5}}"#,
        #"{"id": 1, "question": "Q", "author": {"username": "ana", "profileId": "9"}}"#,
        #"{"id": 1, "question": "Q", "author": {"username": "ana", "isAdmin": 1}}"#,
        #"{"id": 1, "question": "Q", "author": {"username": "ana", "photo": "https://example.com/a.png"}}"#,
        "[1]",
    ])
    func anythingElseIsLeftToTheDecoder(json: String) throws {
        #expect(try Self.plain(json) == nil)
    }

    @Test func aPackWithAPlainQuizAndABrokenOneReadsBothTheirWays() throws {
        let file = """
            {"format": 1, "name": "p", "kind": "quiz", "title": "P", "language": "en", "items": [
              {"id": 1, "question": "Q1", "answer": "A"},
              {"id": 2, "question": "Q2", "answer": "A", "author": {"username": "ana", "isAdmin": "no"}},
              {"id": 1, "question": "Q3", "answer": "A"}
            ]}
            """
        let error = #expect(throws: PackLoadError.self) { try PackReader.read(Array(file.utf8), file: "p.json") }
        #expect(
            error?.faults.map(\.description) == [
                "p.json:3:87: item 2 (id 2): author.isAdmin: must be true or false, found a string",
                "p.json:4:10: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack",
            ])
    }
}
