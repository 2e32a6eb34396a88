import Foundation
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

/// Pack files are written without `JSONEncoder`, for speed; these check that the bytes are the ones it would write.
@Suite("pack files written byte for byte as JSONEncoder writes them")
struct JSONTextTests {
    private func encoderBytes(_ pack: Pack) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(pack)) + Array("\n".utf8)
    }

    @Test func everyBundledPack() throws {
        let files = BundledContent.builtInFiles
        #expect(files.count >= 12)
        for file in files {
            let pack = try PackReader.read(file.bytes, file: file.name)
            #expect(pack.prettyJSON.bytes == (try encoderBytes(pack)), "\(file.name)")
        }
    }

    @Test func everyOptionalFieldOddTextAndExtraFields() throws {
        let odd = "quote \" backslash \\ slash / tab \t line\nreturn\r bell \u{7} esc \u{1B} \u{8}\u{C} é ✓ 😀 \u{2028}"
        let photo = MediaLink(url: "https://example.org/a.png", mime: "image/png", filename: "a.png", shape: .object)
        let author = QuizAuthor(
            username: odd, photo: photo, id: 7, isAdmin: true, profileName: "P", accountTypeId: 2, profileId: 3)
        let quizzes = [
            QuizItem(
                id: 1, question: odd, author: author, attachment: MediaLink(url: "pictures/x.png"), answer: odd,
                favourite: false, tips: ["a", odd], alternatives: []),
            QuizItem(id: 2, question: "Bare"),
        ]
        let extra = ExtraFields([
            ("stadium", JSONValue(.string(odd))), ("capacity", JSONValue(.number(88_966))),
            ("ratio", JSONValue(.number(0.1))), ("huge", JSONValue(.number(1e21))), ("none", JSONValue(.null)),
            ("Zeta", JSONValue(.bool(true))), ("_under", JSONValue(.array([]))),
            ("nested", JSONValue(.object([("b", JSONValue(.number(1))), ("a", JSONValue(.object([])))]))),
            ("twice", JSONValue(.number(1))), ("twice", JSONValue(.number(2))),
        ])
        let packs = [
            Pack(name: "q", title: odd, language: "en", items: .quiz(quizzes), extraFields: [1: extra]),
            Pack(
                name: "m", title: "M", language: "es",
                items: .match([
                    MatchItem(
                        id: 3, phase: "Final", team1: .init(name: "A", flag: "a.png"), team2: .init(name: "B"),
                        winner: 2, details: odd)
                ]), extraFields: [3: extra]),
            Pack(
                name: "b", title: "B", language: "en",
                items: .book([
                    BookItem(
                        id: 1, book: odd, question: "Q", answer1: .init(answer: "x", photo: "p.png"),
                        answer2: .init(answer: "y"), solution: 2)
                ])),
            Pack(
                name: "f", title: "F", language: "en",
                items: .film([
                    FilmItem(id: 1, title: "T", posterUrl: "p.jpg", question: odd, answer: true),
                    FilmItem(id: 2, title: "U", question: "Q", answer: false),
                ])),
            Pack(
                name: "c", title: "C", language: "en",
                items: .choice([
                    ChoiceItem(
                        id: 1, category: odd, question: "Q", answers: [.init(answer: "1"), .init(answer: "2")],
                        solution: 1),
                    ChoiceItem(
                        id: 2, question: "Q", answers: [.init(answer: "1", photo: "x.png"), .init(answer: "2")],
                        solution: 2),
                ])),
            Pack(
                name: "d", title: "D", language: "en",
                items: .fact([
                    FactItem(id: 1, category: "c", title: odd, text: "t", image: "i.png"),
                    FactItem(id: 2, category: "c", title: "t", text: odd),
                ])),
        ]
        for pack in packs {
            #expect(pack.prettyJSON.bytes == (try encoderBytes(pack)), "\(pack.name)")
        }
    }
}
