import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

/// Real files from Moodle's fixtures, a GIFT parser's test suite and the Open Trivia Database, and files written
/// as teachers write them (see `Fixtures/ImportCorpus/SOURCES.md`), each with the items it must make.
@Suite("Imports of real question files: what each makes, and what it leaves out with its line")
struct ImportCorpusTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        var file: String
        var quiz = 0
        var film = 0
        var choice = 0
        var pairs = 0
        var open = 0
        var skipped: [Int] = []
        var testDescription: String { file }
    }

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/ImportCorpus")

    static let playable: [Expectation] = [
        .init(file: "aiken/moodle-aiken_errors.txt", choice: 2, skipped: [1, 5, 7, 14]),
        .init(file: "aiken/moodle-questions.aiken.txt", choice: 2),
        .init(file: "aiken/written-teacher.txt", choice: 3, skipped: [12]),
        .init(file: "anki/written-cards.txt", quiz: 3),
        .init(file: "anki/written-notes-plain.txt", quiz: 5),
        .init(file: "anki/written-notes.txt", quiz: 4),
        // Moodle's own examples of GIFT: 43 questions, 43 items.
        .init(file: "gift/moodle-examples.txt", quiz: 17, film: 5, choice: 18, pairs: 3),
        .init(file: "gift/moodle-questions.gift.txt", quiz: 2, film: 3, choice: 2, pairs: 1, open: 1),
        .init(file: "gift/moodle-questions_in_category.gift.txt", quiz: 1, film: 1, choice: 1, pairs: 1),
        .init(file: "gift/peg-TFTwoFeedback.gift", film: 3),
        .init(file: "gift/peg-description1.gift", film: 1, skipped: [1]),
        .init(file: "gift/peg-essay1.gift", open: 1),
        .init(file: "gift/peg-escapeAll.gift", choice: 1),
        .init(file: "gift/peg-formatExamples.gift", choice: 1),
        .init(file: "gift/peg-giftFormatPhpExamples.gift", quiz: 4, film: 1, choice: 4, pairs: 1),
        .init(file: "gift/peg-mcHTMLComment.gift", choice: 1),
        .init(file: "gift/peg-multiLineFeedback1.gift", choice: 2),
        .init(file: "gift/peg-multipleAnswersFloat.gift", choice: 1),
        .init(file: "gift/peg-numerical1.gift", quiz: 10),
        .init(file: "gift/peg-options1.gift", quiz: 5, film: 1, choice: 8),
        .init(file: "gift/peg-shortAnswer2.gift", quiz: 2),
        .init(file: "gift/peg-shortAnswerNotMatching.gift", choice: 1, skipped: [1]),
        .init(file: "gift/peg-symbolsAll.gift", film: 1),
        .init(
            file: "gift/written-moodle-export-mixed.gift.txt", quiz: 2, film: 1, choice: 3, pairs: 1, open: 1,
            skipped: [10]),
        .init(file: "gift/written-teacher-cases.gift", quiz: 5, choice: 2, open: 1, skipped: [19]),
        .init(file: "gift/written-two-answer-blocks.gift", quiz: 1, skipped: [2]),
        .init(file: "gift/written-utf16le-bom.gift", quiz: 1, film: 1, choice: 1),
        .init(file: "opentdb/base64.json", film: 2, choice: 8),
        .init(file: "opentdb/default.json", film: 2, choice: 8),
        .init(file: "opentdb/url3986.json", film: 2, choice: 8),
        .init(file: "opentdb/urlLegacy.json", film: 2, choice: 8),
    ]

    private static func format(of file: String) -> ImportFormat {
        switch file.prefix(while: { $0 != "/" }) {
        case "aiken": .aiken
        case "anki": .anki
        case "opentdb": .opentdb
        default: .gift
        }
    }

    private static func importing(
        _ file: String, encoding: ImportEncoding? = nil
    ) throws(PackImporter.Failure) -> PackImporter.Outcome {
        let importer = PackImporter(format: format(of: file), language: "en", skipBad: true, encoding: encoding)
        return try importer.importFiles([corpus.appendingPathComponent(file).path])
    }

    private static func items(_ outcome: PackImporter.Outcome) -> [PackItems] { outcome.packs.map(\.items) }

    @Test("every playable file makes its items by kind and lists what it skipped by line", arguments: playable)
    func counts(_ expected: Expectation) throws {
        let outcome = try Self.importing(expected.file)
        #expect(outcome.packs.count == 1)
        var counts: [ItemKind: Int] = [:]
        for pack in outcome.packs {
            for kind in pack.itemKinds { counts[kind, default: 0] += pack.items.ofKind(kind).count }
        }
        #expect(counts[.quiz] ?? 0 == expected.quiz)
        #expect(counts[.film] ?? 0 == expected.film)
        #expect(counts[.choice] ?? 0 == expected.choice)
        #expect(counts[.pairs] ?? 0 == expected.pairs)
        #expect(counts[.open] ?? 0 == expected.open)
        #expect(outcome.skipped.map(\.line) == expected.skipped)
    }

    @Test("every file of the corpus is named in the table, so that a new one cannot go untested")
    func everyFileIsExpected() throws {
        let failing = [
            "gift/written-cp1252.gift", "gift/written-utf8-one-latin1-byte.gift",
            "opentdb/no-results.json",
        ]
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.contains("/") && !$0.hasSuffix(".md") }.sorted()
        #expect(files == (Self.playable.map(\.file) + failing).sorted())
    }

    @Test("partial credit, format markers, HTML, a lone answer and a lone backslash import as the teacher meant")
    func teacherCases() throws {
        let outcome = try Self.importing("gift/written-teacher-cases.gift")
        guard case .quiz(let typed) = outcome.packs.first?.items.ofKind(.quiz),
            case .choice(let numbered) = outcome.packs.first?.items.ofKind(.choice)
        else {
            Issue.record("expected a quiz pack and a choice pack")
            return
        }
        #expect(typed.map(\.answer) == ["París", "comunicación", "Frog", "One", "\\"])
        #expect(typed.map(\.alternatives) == [nil, ["comunicacion"], ["Cat"], nil, nil])
        #expect(
            numbered.first?.answers.map(\.answer) == [
                "An old silent pond", "A frog jumps into the pond", "Splash! Silence again. The end.",
            ])
        #expect(numbered.first?.category == "Español")
        let reasons = outcome.skipped.map(\.reason)
        #expect(reasons.count == 1)
        #expect(reasons.first?.hasPrefix("a description") == true)
    }

    @Test("a Moodle export keeps the category of $CATEGORY under each question's title, and its HTML is made plain")
    func moodleExport() throws {
        let outcome = try Self.importing("gift/written-moodle-export-mixed.gift.txt")
        guard case .choice(let numbered) = outcome.packs.first?.items.ofKind(.choice) else {
            Issue.record("expected a choice pack")
            return
        }
        #expect(numbered.map(\.category) == ["Europe", "Europe", "Rivers"])
        #expect(numbered[2].question == "Which river flows through\nParis and Rouen?")
        #expect(numbered[2].answers.first?.answer == "The Seine (la Seine)")
    }

    @Test("Anki's cards export gives the back after the front and its rule as the answer")
    func ankiCards() throws {
        guard case .quiz(let items) = try Self.importing("anki/written-cards.txt").packs.first?.items else {
            Issue.record("expected a quiz pack")
            return
        }
        #expect(items.map(\.answer) == ["Paris", "Jupiter", "Au"])
        #expect(items[1].question == "Largest planet of the Solar System?")
    }

    @Test("every encoding of the Open Trivia Database gives the same questions")
    func openTriviaEncodings() throws {
        guard case .choice(let legacy) = try Self.importing("opentdb/urlLegacy.json").packs.first?.items.ofKind(.choice)
        else {
            Issue.record("expected a choice pack")
            return
        }
        #expect(legacy[0].question == "In the TV show 'M*A*S*H', what was the nickname of Corporal Walter O'Reilly?")
        #expect(legacy[0].category == "Entertainment: Television")
        #expect(legacy[0].answers.map(\.answer).contains("Hot Lips"))
    }

    @Test("Aiken's lowercase ANSWER and A)text are read; a stray line under an answer is named, not merged")
    func aiken() throws {
        let outcome = try Self.importing("aiken/written-teacher.txt")
        guard case .choice(let items) = outcome.packs.first?.items else {
            Issue.record("expected a choice pack")
            return
        }
        #expect(
            items.map(\.question) == [
                "What is the capital of Spain?", "Which planet is known as the red planet?",
                "Which ocean is the largest?",
            ])
        #expect(items.map(\.solution) == [2, 2, 2])
        #expect(outcome.skipped.first?.reason.contains("Source: NASA planetary fact sheet") == true)
    }

    @Test("a file that is not UTF-8 names its first bad byte's line and the encoding to try, which then reads it")
    func encodings() throws {
        let file = "gift/written-utf8-one-latin1-byte.gift"
        #expect {
            try Self.importing(file)
        } throws: { error in
            "\(error)".contains("written-utf8-one-latin1-byte.gift:4: byte 0xF1 is not UTF-8")
                && "\(error)".contains("--encoding cp1252")
        }
        let outcome = try Self.importing("gift/written-cp1252.gift", encoding: .cp1252)
        guard case .choice(let items) = outcome.packs.first?.items.ofKind(.choice) else {
            Issue.record("expected a choice pack")
            return
        }
        #expect(items.first?.answers.first?.answer == "el euro (€)")
    }

    @Test("when nothing can be played, every reason is listed with its line")
    func nothingPlayable() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("described-\(UUID()).gift")
        try "A description alone.\n\n::Cloze:: {1:MULTICHOICE:=a~b} is first.\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            try PackImporter(format: .gift, language: "en", skipBad: true).importFiles([file.path])
        } throws: { error in
            "\(error)".contains(":1: skipped: a description") && "\(error)".contains(":3: skipped: a cloze question")
                && "\(error)".contains("holds no question that quiz can play")
        }
    }

    @Test(
        "descriptions are skipped and listed the same with and without --skip-bad",
        arguments: ["gift/written-moodle-export-mixed.gift.txt", "gift/peg-description1.gift"])
    func skippedAlike(_ file: String) throws {
        let path = Self.corpus.appendingPathComponent(file).path
        let strict = try PackImporter(format: .gift, language: "en").importFiles([path])
        let lenient = try PackImporter(format: .gift, language: "en", skipBad: true).importFiles([path])
        #expect(strict.skipped == lenient.skipped)
        #expect(!strict.skipped.isEmpty)
        #expect(strict.packs == lenient.packs)
    }
}
