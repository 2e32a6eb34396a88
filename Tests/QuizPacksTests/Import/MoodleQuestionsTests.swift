import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

/// Moodle's numerical and multiple-response questions, from the files of the corpus that hold them: what they make,
/// and how the game judges what a player types.
@Suite("Numerical and multiple-response questions from Moodle play")
struct MoodleQuestionsTests {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/ImportCorpus/gift")

    private static func items(_ file: String) throws -> [PackItems] {
        let importer = PackImporter(format: .gift, language: "en")
        return try importer.importFiles([corpus.appendingPathComponent(file).path]).packs.map(\.items)
    }

    /// Whether the game judges `typed` right for the question the item makes.
    private static func judged(_ typed: String, _ question: Question) throws -> Bool? {
        question.judgeLocally(try question.parse(typed))
    }

    @Test("exact numbers, margins N:T, ranges MIN..MAX and weighted answers become quizzes that accept numbers")
    func numerical() throws {
        guard case .quiz(let quizzes) = try Self.items("peg-numerical1.gift").first else {
            Issue.record("expected one quiz pack")
            return
        }
        #expect(quizzes.count == 10)
        #expect(
            quizzes.map(\.answer) == [
                "1822", "-1", "3.1415 ± 0.0005", "-3.142 ± 0.001", "3.1415 ± 0.0005", "-3.1415 ± 0.0005", "3 ± 2",
                "0 ± 5", "1822", "9",
            ])
        #expect(quizzes[2].question == "What is the value of pi (to 3 decimal places)? _____.")
        // Every answer that earns credit is accepted, the full-credit one first; one worth 0% is not.
        #expect(quizzes[8].numbers == [NumericAnswer(value: 1822), NumericAnswer(value: 1822, tolerance: 2)])
        #expect(quizzes[9].numbers == [NumericAnswer(value: 9)])
        let cases: [(index: Int, typed: String, right: Bool)] = [
            (0, "1822", true), (0, "1823", false), (1, " -1 ", true),
            (2, "3.141", true), (2, "3,1418", true), (2, "3.1421", false), (3, "-3.143", true),
            (4, "3.142", true), (4, "3.1405", false), (5, "-3.141", true), (6, "5", true), (6, "5.5", false),
            (7, "-5", true), (8, "1824", true), (8, "1825", false), (9, "9", true), (9, "5", false),
            (9, "23", false),
        ]
        for (index, typed, right) in cases {
            let question = Question(quizzes[index])
            #expect(try Self.judged(typed, question) == right, "question \(index + 1), \"\(typed)\"")
            // `quiz serve` judges the same through the quiz API's check.
            #expect(quizzes[index].accepts(typed) == right, "question \(index + 1), \"\(typed)\" served")
        }
        // A word is not judged but refused, so that the player can type the number; a server judges it wrong.
        #expect(throws: GameError.notANumber("eighteen")) { try Question(quizzes[0]).parse("eighteen") }
        #expect(!quizzes[0].accepts("eighteen"))
        #expect(!quizzes[2].withoutAnswer.encodedContains("numbers"))
    }

    @Test("a multiple-response question is right only when the player names every answer that earns credit")
    func multipleResponse() throws {
        guard case .choice(let choices) = try Self.items("peg-multipleAnswersFloat.gift").first else {
            Issue.record("expected one choice pack")
            return
        }
        #expect(choices.count == 1)
        #expect(choices[0].answers.map(\.answer) == ["Africa", "Asia", "China", "Antarctica", "America"])
        #expect(choices[0].solutions == [1, 2, 4])
        let question = Question(choices[0])
        #expect(question.takesSeveralAnswers)
        #expect(try Self.judged("1 2 4", question) == true)
        #expect(try Self.judged("4, 2, 1", question) == true)
        #expect(try Self.judged("1 2", question) == false)
        #expect(try Self.judged("1 2 3 4", question) == false)
        #expect(try Self.judged("Africa", question) == false)
        #expect(question.label(of: question.solution!) == "Africa, Asia, Antarctica")
        #expect(throws: GameError.notSomeOptions("1 9", count: 5)) { try question.parse("1 9") }
    }

    @Test("a Moodle export's numerical question with a ~ for other numbers, and its multiple response, play")
    func moodleExport() throws {
        let packs = try Self.items("written-moodle-export-mixed.gift.txt")
        guard case .quiz(let quizzes) = packs.first?.ofKind(.quiz),
            case .choice(let choices) = packs.first?.ofKind(.choice)
        else {
            Issue.record("expected quizzes and choice questions")
            return
        }
        let length = try #require(quizzes.first { $0.numbers != nil })
        #expect(length.question == "How long is the Danube, in kilometres?")
        #expect(length.answer == "2850 ± 50")
        #expect(length.accepts("2700") && !length.accepts("3200"))
        let rivers = try #require(choices.first { $0.solutions != nil })
        #expect(rivers.solutions == [1, 2])
        #expect(rivers.answers.map(\.answer) == ["Vienna", "Budapest", "Prague", "Warsaw"])
    }

    @Test("a quiz of mixed question types is one pack named as asked, in the file's order, its categories as sections")
    func oneFileOneGame() throws {
        let importer = PackImporter(format: .gift, name: "geo", language: "en")
        let packs = try importer.importFiles([
            Self.corpus.appendingPathComponent("written-moodle-export-mixed.gift.txt").path
        ]).packs
        #expect(packs.map(\.name) == ["geo"])
        guard case .mixed(let items) = packs.first?.items else {
            Issue.record("expected one mixed pack")
            return
        }
        #expect(items.map(\.kind) == [.choice, .quiz, .choice, .pairs, .film, .quiz, .choice, .open])
        #expect(items.map(\.id) == Array(1...8))
        #expect(
            items.map(\.section) == ["Europe", "Europe", "Europe", "Europe", "Europe", "Rivers", "Rivers", "Rivers"])
        let single = try importer.importFiles([Self.corpus.appendingPathComponent("peg-numerical1.gift").path]).packs
        #expect(single.map(\.name) == ["geo"] && single.map(\.kind) == [.quiz])
    }

    @Test("the one pack that moodle-imports.session plays is what quiz import makes of the Moodle export today")
    func sessionPacks() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Scripts/sessions/moodle-imports")
        let importer = PackImporter(format: .gift, name: "moodle-geography", language: "en")
        let packs = try importer.importFiles([
            Self.corpus.appendingPathComponent("written-moodle-export-mixed.gift.txt").path
        ])
        .packs
        #expect(packs.map(\.name) == ["moodle-geography"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["moodle-geography.json"])
        for pack in packs {
            let file = folder.appendingPathComponent("\(pack.name).json")
            #expect(try Data(contentsOf: file) == PackFile.encoded(pack, file: file.path), "\(file.path)")
        }
    }

    @Test("numbers and several solutions are written to the pack file and read back, from its bytes or its values")
    func packFile() throws {
        let pack = Pack(
            name: "moodle", title: "Moodle", language: "en",
            items: .quiz([
                QuizItem(
                    id: 1, question: "Pi?", answer: "3.1415 ± 0.0005",
                    numbers: [NumericAnswer(value: 3.1415, tolerance: 0.0005), NumericAnswer(value: 3)])
            ]))
        let bytes = try PackFile.encoded(pack, file: "moodle.json")
        #expect(try PackReader.read(Array(bytes), file: "moodle.json") == pack)
        let choices = Pack(
            name: "moodle", title: "Moodle", language: "en",
            items: .choice([
                ChoiceItem(
                    id: 1, question: "Continents?", answers: ["Asia", "Peru", "Africa"].map { .init(answer: $0) },
                    solutions: [3, 1])
            ]))
        let read = try PackReader.read(Array(try PackFile.encoded(choices, file: "c.json")), file: "c.json")
        #expect(read == choices)
        guard case .choice(let items) = read.items else { return }
        #expect(items[0].solution == 1 && items[0].solutions == [1, 3])
    }

    @Test(
        "a pack's numbers and solutions are checked like every field, naming the item and field",
        arguments: [
            (
                #"{"id": 1, "question": "Q", "answer": "1", "numbers": [{"value": "one"}]}"#, "quiz",
                "numbers[0].value: must be a number, found a string"
            ),
            (
                #"{"id": 1, "question": "Q", "answer": "1", "numbers": [{"value": 1, "tolerance": -1}]}"#, "quiz",
                "numbers[0].tolerance: must be 0 or more, found -1.0"
            ),
            (
                #"{"id": 1, "question": "Q", "answers": [{"answer": "a"}, {"answer": "b"}], "solution": 1, "solutions": [1, 3]}"#,
                "choice", "solutions: must hold numbers from 1 to 2, the numbers of answers; found 3"
            ),
            (
                #"{"id": 1, "question": "Q", "answers": [{"answer": "a"}, {"answer": "b"}], "solution": 2, "solutions": [1, 2]}"#,
                "choice", "solution: must be the first of solutions, 1; found 2"
            ),
        ])
    func faults(_ item: String, _ kind: String, _ message: String) {
        let text =
            #"{"format": 1, "name": "p", "kind": "\#(kind)", "title": "P", "language": "en", "items": [\#(item)]}"#
        #expect {
            try PackReader.read(Array(text.utf8), file: "p.json")
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}

extension QuizItem {
    fileprivate func encodedContains(_ key: String) -> Bool {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self).contains("\"\(key)\"")
    }
}
