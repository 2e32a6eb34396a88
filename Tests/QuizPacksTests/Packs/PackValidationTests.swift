import Foundation
import QuizPictures
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("Pack validation teaches what is wrong and where")
struct PackValidationTests {
    /// The fault descriptions of a pack file with these contents, called `bad.json`.
    private func faults(_ json: String) -> [String] { faultDescriptions(of: json) }

    private func pack(kind: String, items: String, header: String = "") -> String {
        """
        {"format": 1, "name": "p", "kind": "\(kind)", "title": "T", "language": "es",\(header)
         "items": [
        \(items)
        ]}
        """
    }

    private let goodMatch = """
        {"id": 1, "phase": "Final", "team1": {"name": "A"}, "team2": {"name": "B"}, "winner": 1, "details": "1-0"}
        """

    @Test func aGoodPackHasNoFaults() {
        #expect(faults(pack(kind: "match", items: goodMatch)) == [])
    }

    @Test func winnerMustBeOneOrTwo() {
        let items =
            goodMatch + ",\n"
            + goodMatch.replacingOccurrences(of: #""id": 1"#, with: #""id": 2"#)
            .replacingOccurrences(of: #""winner": 1"#, with: #""winner": 3"#)
        #expect(
            faults(pack(kind: "match", items: items)) == [
                "bad.json:4:87: item 2 (id 2): winner: must be 1 or 2, found 3"
            ])
    }

    @Test func solutionMustBeOneOrTwo() {
        let book = """
            {"id": 5, "book": "B", "question": "Q", "answer1": {"answer": "x"}, "answer2": {"answer": "y"}, "solution": 0}
            """
        #expect(
            faults(pack(kind: "book", items: book)) == [
                "bad.json:3:109: item 1 (id 5): solution: must be 1 or 2, found 0"
            ])
    }

    @Test func idsMustBeUnique() {
        let faults = faults(pack(kind: "match", items: [goodMatch, goodMatch, goodMatch].joined(separator: ",\n")))
        #expect(
            faults == [
                "bad.json:4:8: item 2 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack",
                "bad.json:5:8: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack",
            ])
    }

    @Test func answersOfAQuestionMustDiffer() {
        let choice =
            #"{"id": 1, "question": "Q", "answers": [{"answer": "París"}, {"answer": "Roma"}, {"answer": "París"}], "solution": 1}"#
        #expect(
            faults(pack(kind: "choice", items: choice)) == [
                #"bad.json:3:92: item 1 (id 1): answers[2].answer: repeats answer 1, "París"; the answers of a question must differ"#
            ])
        let book =
            #"{"id": 2, "book": "B", "question": "Q", "answer1": {"answer": "x"}, "answer2": {"answer": "x"}, "solution": 1}"#
        #expect(
            faults(pack(kind: "book", items: book)) == [
                #"bad.json:3:91: item 1 (id 2): answer2.answer: repeats answer 1, "x"; the answers of a question must differ"#
            ])
    }

    @Test func aBookItemWithoutAnswer2() {
        let book = #"{"id": 3, "book": "B", "question": "Q", "answer1": {"answer": "x"}, "solution": 1}"#
        #expect(
            faults(pack(kind: "book", items: book)) == [
                "bad.json:3:1: item 1 (id 3): answer2: missing; this field is required"
            ])
    }

    @Test func emptyTextsAreFaults() {
        let film = #"{"id": 1, "title": " ", "question": "", "answer": true}"#
        #expect(
            faults(pack(kind: "film", items: film)) == [
                "bad.json:3:20: item 1 (id 1): title: is empty; write some text here",
                "bad.json:3:37: item 1 (id 1): question: is empty; write some text here",
            ])
        let match = goodMatch.replacingOccurrences(of: #"{"name": "B"}"#, with: #"{"name": ""}"#)
        #expect(
            faults(pack(kind: "match", items: match)) == [
                "bad.json:3:71: item 1 (id 1): team2.name: is empty; write some text here"
            ])
    }

    @Test func urlsMustParse() {
        let film = #"{"id": 1, "title": "T", "posterUrl": "../poster.jpg", "question": "Q", "answer": false}"#
        let beside =
            "neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)"
        #expect(
            faults(pack(kind: "film", items: film)) == [
                #"bad.json:3:38: item 1 (id 1): posterUrl: "../poster.jpg" is "# + beside
            ])
        let quiz = #"{"id": 2, "question": "Q", "answer": "A", "attachment": {"mime": "image/png", "url": "ftp://x"}}"#
        #expect(
            faults(pack(kind: "quiz", items: quiz)) == [
                #"bad.json:3:86: item 1 (id 2): attachment.url: "ftp://x" is "# + beside
            ])
    }

    @Test func factItemsNameTheirFaultyFields() {
        let good = #"{"id": 3, "category": "art", "title": "T", "text": "Two\nlines", "image": "https://x.test/a.png"}"#
        #expect(faults(pack(kind: "fact", items: good)) == [])
        let fact = #"{"id": 4, "category": "art", "title": "", "image": "../pic.jpg"}"#
        #expect(
            faults(pack(kind: "fact", items: fact)) == [
                "bad.json:3:39: item 1 (id 4): title: is empty; write some text here",
                "bad.json:3:1: item 1 (id 4): text: missing; this field is required",
                #"bad.json:3:52: item 1 (id 4): image: "../pic.jpg" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)"#,
            ])
    }

    @Test(arguments: ["images/poster.jpg", "poster.PNG", "a/b-c_d/e.f.webp"])
    func picturesBesideThePackAreLinks(path: String) {
        let film = #"{"id": 1, "title": "T", "posterUrl": "\#(path)", "question": "Q", "answer": false}"#
        #expect(faults(pack(kind: "film", items: film)) == [])
    }

    @Test(arguments: ["/etc/passwd.png", "images/../../x.png", "images//x.png", "images/x.txt", "a b.png", "./x.png"])
    func pathsThatLeaveThePacksFolderAreRefused(path: String) {
        let film = #"{"id": 1, "title": "T", "posterUrl": "\#(path)", "question": "Q", "answer": false}"#
        #expect(faults(pack(kind: "film", items: film)).count == 1)
    }

    @Test func validateReadsThePicturesBesideThePack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images/big.png"), withIntermediateDirectories: true)
        let png = try #require(BundledContent.builtInPictures["images/jp.png"])
        try Data(png).write(to: folder.appendingPathComponent("images/flag.png"))
        try Data(png.prefix(png.count / 2)).write(to: folder.appendingPathComponent("images/cut.png"))
        try Data("<html>moved</html>".utf8).write(to: folder.appendingPathComponent("images/text.png"))
        let outside = folder.deletingLastPathComponent().appendingPathComponent("quiz-outside-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data(png).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("images/out.png"), withDestinationURL: outside)
        let items = [
            #"{"id": 1, "question": "Q", "answers": [{"answer": "a", "photo": "images/flag.png"}, {"answer": "b", "#
                + #""photo": "images/gone.png"}], "solution": 1}"#,
            #"{"id": 2, "question": "Q", "answers": [{"answer": "a", "photo": "https://example.com/x.png"}, "#
                + #"{"answer": "b", "photo": "images/big.png"}], "solution": 1}"#,
            #"{"id": 3, "question": "Q", "answers": [{"answer": "a", "photo": "images/cut.png"}, "#
                + #"{"answer": "b", "photo": "images/text.png"}], "solution": 1}"#,
            #"{"id": 4, "question": "Q", "answers": [{"answer": "a", "photo": "images/out.png"}, {"answer": "b"}], "#
                + #""solution": 1}"#,
        ]
        let file = folder.appendingPathComponent("p.json")
        try Data(pack(kind: "choice", items: items.joined(separator: ",\n")).utf8).write(to: file)
        let outcomes = try PackValidation.validate(
            paths: [file.path, folder.path], pictureFault: { Bitmap.fault(of: $0) })
        #expect(outcomes.count == 2)
        for outcome in outcomes {
            guard case .bad(let error) = outcome else {
                Issue.record("no fault for the missing pictures")
                continue
            }
            #expect(
                error.faults.map(\.description) == [
                    #"\#(error.file):3:110: item 1 (id 1): answers[1].photo: "images/gone.png" cannot be read "#
                        + "beside the pack: no such file or directory",
                    #"\#(error.file):4:120: item 2 (id 2): answers[1].photo: "images/big.png" cannot be read beside "#
                        + "the pack: is a directory",
                    #"\#(error.file):5:65: item 3 (id 3): answers[0].photo: "images/cut.png" is a picture whose "#
                        + "data ends early, as if the file were cut short",
                    #"\#(error.file):5:109: item 3 (id 3): answers[1].photo: "images/text.png" is not a PNG, JPEG, "#
                        + "GIF or BMP picture",
                    #"\#(error.file):6:65: item 4 (id 4): answers[0].photo: "images/out.png" cannot be read beside "#
                        + "the pack: it is a link that leads out of the pack's folder",
                ])
        }
    }

    @Test func quizItemsInALocalPackCarryTheirAnswer() {
        let quiz = #"{"id": 7, "question": "¿Capital de Francia?", "author": {"username": "profe"}}"#
        #expect(
            faults(pack(kind: "quiz", items: quiz)) == [
                "bad.json:3:1: item 1 (id 7): answer: missing; quiz items in a local pack carry their answer"
            ])
    }

    @Test func quizItemsMayCarryTheRealServiceFields() {
        let quiz = """
            {"id": 1, "question": "Q", "answer": "A", "author": null, "attachment": null, "favourite": false,
             "tips": ["one", "two"]},
            {"id": 2, "question": "Q", "answer": "A", "author": {"id": 1, "isAdmin": true, "username": "u",
             "photo": {"url": "https://x.es/p.png", "mime": "image/png"}}}
            """
        #expect(faults(pack(kind: "quiz", items: quiz)) == [])
    }

    @Test func theServiceFieldsOfAQuizMustHaveTheirTypes() {
        let quiz = """
            {"id": 4, "question": "Q", "answer": "A",
             "author": {"username": "u", "id": "7", "accountTypeId": 1.5, "profileId": null, "isAdmin": "yes",
              "profileName": 3, "photo": {"url": "https://x.es/p.png", "filename": ["p.png"]}},
             "attachment": {"url": "https://x.es/a.png", "mime": 1, "filename": null}}
            """
        #expect(
            faults(pack(kind: "quiz", items: quiz)) == [
                "bad.json:4:36: item 1 (id 4): author.id: must be a whole number, found a string",
                "bad.json:4:58: item 1 (id 4): author.accountTypeId: must be a whole number of at most 15 digits, found 1.5",
                "bad.json:4:93: item 1 (id 4): author.isAdmin: must be true or false, found a string",
                "bad.json:5:18: item 1 (id 4): author.profileName: must be a string, found a number",
                "bad.json:5:72: item 1 (id 4): author.photo.filename: must be a string, found an array",
                "bad.json:6:54: item 1 (id 4): attachment.mime: must be a string, found a number",
            ])
        let good = """
            {"id": 4, "question": "Q", "answer": "A",
             "author": {"username": "u", "id": 7, "accountTypeId": 1, "profileId": 2, "isAdmin": false,
              "profileName": "", "photo": {"url": "https://x.es/p.png", "filename": "p.png", "mime": ""}}}
            """
        #expect(faults(pack(kind: "quiz", items: good)) == [])
    }

    @Test func aRepeatedKeyIsAFaultAtItsSecondOccurrence() {
        let match = goodMatch.replacingOccurrences(of: #""details": "1-0""#, with: #""winner": 2, "details": "1-0""#)
            .replacingOccurrences(of: #"{"name": "A"}"#, with: #"{"name": "A", "name": "C", "name": "D"}"#)
        #expect(
            faults(pack(kind: "match", items: match, header: #" "title": "U","#)) == [
                #"bad.json:1:86: "title" appears twice in this object; keep one"#,
                #"bad.json:3:60: item 1 (id 1): team1: "name" appears 3 times in this object; keep one"#,
                #"bad.json:3:126: item 1 (id 1): "winner" appears twice in this object; keep one"#,
            ])
    }

    @Test func withNoPathAndNoPackFolderThereIsNothingToCheck() {
        let folders = ["/nonexistent/quiz/Content", "/nonexistent/home/.local/share/quiz/packs"]
        let catalog = PackCatalog(folders: folders.map { URL(fileURLWithPath: $0, isDirectory: true) })
        #expect(throws: PackValidation.NoPackFolder(folders: folders)) {
            try PackValidation.validate(paths: nil, catalog: catalog)
        }
        #expect(
            PackValidation.NoPackFolder(folders: folders).description
                == "no pack folder found; looked in /nonexistent/quiz/Content, "
                + "/nonexistent/home/.local/share/quiz/packs; give a pack file or folder to check, "
                + "or set QUIZ_CONTENT to the folder of the bundled packs")
    }

    @Test func kindMustBeKnown() {
        #expect(
            faults(pack(kind: "quizz", items: "")) == [
                #"bad.json:1:36: kind: unknown kind "quizz"; use one of quiz, match, book, film, choice, fact, mixed"#,
                "bad.json:2:11: items: is empty; a pack needs at least one item",
            ])
    }

    @Test func formatMustBeSupported() {
        let json = pack(kind: "film", items: #"{"id": 1, "title": "T", "question": "Q", "answer": true}"#)
            .replacingOccurrences(of: #""format": 1"#, with: #""format": 2"#)
        #expect(
            faults(json) == ["bad.json:1:12: format: format 2 is not supported; this version of quiz reads format 1"])
    }

    @Test func headerFieldsAreRequiredAndTyped() {
        #expect(
            faults(#"{"format": 1, "name": "Mi Pack", "kind": "film", "language": "español", "items": {}}"#) == [
                #"bad.json:1:23: name: "Mi Pack" is not a pack name; use lowercase letters, digits and dashes, like "mundial-2022""#,
                "bad.json:1:1: title: missing; this field is required",
                #"bad.json:1:62: language: "español" is not a language code; use one like "es" or "en""#,
                "bad.json:1:82: items: must be an array of items, found an object",
            ])
        #expect(
            faults("[1, 2]") == [
                #"bad.json:1:1: a pack file holds one object {"format", "name", "kind", "title", "language", "items"}, found an array"#
            ])
    }

    @Test func wrongTypesNameWhatWasFound() {
        let film = #"{"id": "1", "title": 3, "question": "Q", "answer": "yes"}"#
        #expect(
            faults(pack(kind: "film", items: film)) == [
                "bad.json:3:8: item 1: id: must be a whole number, found a string",
                "bad.json:3:22: item 1: title: must be a string, found a number",
                "bad.json:3:52: item 1: answer: must be true or false, found a string",
            ])
    }

    @Test func everyFaultOfAFileIsReported() {
        let items = """
            {"id": 1, "phase": "", "team1": {"name": "A"}, "team2": {"name": "B"}, "winner": 3, "details": "1-0"},
            {"id": 1, "phase": "F", "team1": {"name": "A", "flag": "nope"}, "team2": {"name": "B"}, "winner": 2}
            """
        #expect(faults(pack(kind: "match", items: items)).count == 5)
    }

    @Test(arguments: [
        (
            #"{"format": 1, "name": "p", "items": ["#,
            "bad.json:1:38: syntax error: unexpected end of file; a value was expected"
        ),
        (
            "{\"format\": 1,\n  \"name\": \"p\",\n  \"items\": [{\"id\": 1}",
            "bad.json:3:22: syntax error: unexpected end of file; ',' or ']' was expected"
        ),
        ("{\"format\": 1 \"name\": \"p\"}", "bad.json:1:14: syntax error: unexpected '\"'; ',' or '}' was expected"),
        ("{\"title\": \"¿Qué?\n\"}", "bad.json:1:17: syntax error: unterminated string; a '\"' is missing"),
        ("{\"a\": tru}", "bad.json:1:10: syntax error: unexpected '}' in 'true'"),
        ("{\"a\": 1,}", "bad.json:1:9: syntax error: unexpected '}'; a quoted member name was expected"),
        ("", "bad.json:1:1: syntax error: unexpected end of file; a value was expected"),
    ])
    func syntaxErrorsNameLineAndColumn(json: String, expected: String) {
        #expect(faults(json) == [expected])
    }

    @Test func parserReadsEscapesAndUnicode() throws {
        let value = try JSONParser.parse(
            Array(#"{"s": "a\"b\\\u00f1\ud83d\ude00", "n": -1.5e2, "ok": [true, null]}"#.utf8))
        #expect(value["s"]?.content == .string("a\"b\\ñ😀"))
        #expect(value["n"]?.content == .number(-150))
        #expect(
            value["ok"]?.content
                == .array([
                    JSONValue(.bool(true), at: .init(line: 1, column: 55)),
                    JSONValue(.null, at: .init(line: 1, column: 61)),
                ]))
    }
}
