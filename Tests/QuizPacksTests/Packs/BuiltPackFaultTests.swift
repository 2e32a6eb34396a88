import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

/// A pack checked as it is built, before it is written, has the faults its file would have when read back, in the
/// same words and order, without their place in the file.
@Suite("faults of packs built in memory")
struct BuiltPackFaultTests {
    private static func pack(_ items: PackItems, name: String = "p", title: String = "P", language: String = "es")
        -> Pack
    {
        Pack(name: name, title: title, language: language, items: items)
    }

    /// Packs with a fault of every rule a pack file's values keep.
    static let packs: [Pack] = [
        pack(.film([FilmItem(id: 1, title: "V", question: "¿1958?", answer: true)]), name: "Cine", title: " "),
        pack(.film([FilmItem(id: 1, title: "V", question: "¿1958?", answer: true)]), language: "spanish"),
        pack(.film([FilmItem(id: 1, title: "V", question: "¿1958?", answer: true)]), language: "e\u{1B}s"),
        pack(.film([])),
        pack(
            .film([
                FilmItem(id: 7, title: " ", posterUrl: "ftp://x/y.jpg", question: "¿Sí?\n¿No?", answer: true),
                FilmItem(id: 2, title: "P\u{202E}", posterUrl: "images/p.png", question: "¿\u{07}?", answer: false),
                FilmItem(id: 7, title: "Otra", posterUrl: "", question: "¿Sí?", answer: true),
            ])),
        pack(
            .choice([
                ChoiceItem(id: 1, category: "", question: "¿A?", answers: [.init(answer: "a")], solution: 1),
                ChoiceItem(
                    id: 2, question: "¿B?", answers: [.init(answer: "a"), .init(answer: "b", photo: "x")],
                    solution: 3),
                ChoiceItem(
                    id: 3, question: "¿C?", answers: [.init(answer: "a"), .init(answer: "b"), .init(answer: "c")],
                    solution: 1, solutions: [3, 1]),
                ChoiceItem(
                    id: 4, question: "¿D?", answers: [.init(answer: "a"), .init(answer: "b"), .init(answer: "c")],
                    solution: 2, solutions: [1, 3]),
                ChoiceItem(
                    id: 5, question: "¿E?", answers: [.init(answer: "a\nb"), .init(answer: "b")], solution: 5,
                    solutions: [1, 4]),
                ChoiceItem(
                    id: 6, question: " ", answers: Array(repeating: .init(answer: "a"), count: 9), solution: 1,
                    solutions: [1, 12]),
            ])),
        pack(
            .quiz([
                QuizItem(id: 1, question: "¿1 + 1?", answer: nil),
                QuizItem(id: 2, question: "¿2 + 2?", answer: "cuatro\n", tips: ["par", " "], alternatives: ["4\t"]),
                QuizItem(
                    id: 3, question: "¿π?", answer: "3.14",
                    numbers: [NumericAnswer(value: 3.14, tolerance: -1), NumericAnswer(value: 3, tolerance: 0)]),
                QuizItem(id: 4, question: "¿e?", answer: "2.7", numbers: []),
                QuizItem(
                    id: 5, question: "¿Quién?",
                    author: QuizAuthor(
                        username: " ", photo: MediaLink(url: "nada", mime: "image/\u{0}", shape: .object),
                        profileName: "a\u{200B}b"),
                    attachment: MediaLink(url: "javascript:x"), answer: "yo"),
                QuizItem(
                    id: 6, question: "¿Qué?", author: QuizAuthor(username: "u", photo: MediaLink(url: "a\u{1B}")),
                    attachment: MediaLink(url: " ", filename: "f\u{7F}", shape: .object), answer: "eso"),
            ])),
        pack(
            .match([
                MatchItem(
                    id: 1, phase: "", team1: .init(name: "A", flag: "flag"), team2: .init(name: "\u{0}B"), winner: 3,
                    details: "1-0"),
                MatchItem(
                    id: 2, phase: "Final", team1: .init(name: "A"),
                    team2: .init(name: "B", flag: "https://e.org/b.png"),
                    winner: 2, details: "2-1\n"),
            ])),
        pack(
            .book([
                BookItem(
                    id: 1, book: "", question: "¿Quién?\n", answer1: .init(answer: "a", photo: "no"),
                    answer2: .init(answer: " "), solution: 0)
            ])),
        pack(.fact([FactItem(id: 1, category: " ", title: "T\n", text: "Línea\nOtra", image: "x:y")])),
        pack(
            .mixed([
                MixedItem(section: " ", .quiz(QuizItem(id: 1, question: "¿1?"))),
                MixedItem(section: "Cine", .film(FilmItem(id: 1, title: "F", question: "¿?", answer: true))),
                MixedItem(.choice(ChoiceItem(id: 2, question: "¿C?", answers: [.init(answer: "a")], solution: 1))),
                MixedItem(
                    .book(
                        BookItem(
                            id: 3, book: "B", question: "¿Q?", answer1: .init(answer: "a"), answer2: .init(answer: "b"),
                            solution: 2))),
            ])),
    ]

    @Test(arguments: packs)
    func aBuiltPackHasTheFaultsOfItsFileReadBack(pack: Pack) throws {
        let bytes = try PackFile.bytes(of: pack)
        var readBack: [PackFault] = []
        do {
            _ = try PackLoader.decode(bytes, file: "p.json")
        } catch {
            readBack = error.faults.map { fault in
                var fault = fault
                fault.position = nil
                return fault
            }
        }
        #expect(!readBack.isEmpty)
        #expect(PackChecker.faults(of: pack, file: "p.json") == readBack)
    }

    @Test func aGoodPackHasNoFault() {
        let films = [FilmItem(id: 1, title: "Vértigo", posterUrl: "images/v.png", question: "¿1958?", answer: true)]
        #expect(PackChecker.faults(of: Self.pack(.film(films)), file: "p.json").isEmpty)
    }

    @Test func itemsAreNumberedFromTheirPlaceInTheWholePack() {
        let films = [FilmItem(id: 4, title: "F", question: "¿\u{07}?", answer: true)]
        let faults = PackChecker.faults(of: Self.pack(.film(films)), file: "p.json", numberedFrom: 1025)
        #expect(
            faults.map(\.description) == [
                "p.json: item 1025 (id 4): question: character 2 is U+0007 (a control character), which would not "
                    + "show as text; remove it"
            ])
    }

    @Test func aPackWithAFaultIsNotEncodedAndNamesItsItem() throws {
        var items = (1...10).map { FilmItem(id: $0, title: "Film \($0)", question: "¿\($0)?", answer: true) }
        items[8].title = "Film\u{1B}[2J"
        let faults = #expect(throws: PackLoadError.self) {
            try PackFile.encoded(Self.pack(.film(items), name: "cine"), file: "cine.json")
        }
        #expect(
            faults?.description
                == "cine.json: item 9 (id 9): title: character 5 is U+001B (a control character), which would not "
                + "show as text; remove it")
    }
}
