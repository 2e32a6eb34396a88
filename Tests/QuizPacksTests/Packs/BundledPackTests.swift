import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("The bundled packs")
struct BundledPackTests {
    static let content = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content")

    private static var files: [URL] { (try? PackLoader.packFiles(in: content)) ?? [] }

    @Test func theContentFolderHoldsPacks() throws {
        try #require(!Self.files.isEmpty, "no pack file found in \(Self.content.path)")
    }

    @Test(arguments: files)
    func validates(file: URL) throws {
        let pack = try PackLoader.load(file: file)
        #expect(file.lastPathComponent == "\(pack.name).json")
    }

    @Test func everyKindInBothLanguages() throws {
        let packs = try Self.files.map { try PackLoader.load(file: $0) }
        for kind in ItemKind.packKinds {
            let languages = Set(packs.filter { $0.kind == kind }.map(\.language))
            #expect(languages == ["es", "en"], "\(kind)")
        }
        // The kinds of question only a mixed pack holds, each in a class's opening of each language.
        for language in ["es", "en"] {
            let kinds = packs.filter { $0.language == language }.flatMap { Question.all(in: $0.items).map(\.kind) }
            #expect(Set(kinds).isSuperset(of: [.poll, .slider, .ordering, .pairs, .open]), "\(language)")
        }
    }

    /// `hint` helps on every bundled quiz question, in both languages, and no hint spells out the answer.
    @Test func everyQuizQuestionHasAHintThatDoesNotGiveTheAnswerAway() throws {
        let packs = try Self.files.map { try PackLoader.load(file: $0) }
        var languages: Set<String> = []
        for pack in packs {
            guard case .quiz(let quizzes) = pack.items else { continue }
            languages.insert(pack.language)
            for quiz in quizzes {
                let tips = quiz.tips ?? []
                #expect(!tips.isEmpty, "\(pack.name): question \(quiz.id), \"\(quiz.question)\", has no hint")
                let answers = ([quiz.answer ?? ""] + (quiz.alternatives ?? [])).map(Self.words).filter { !$0.isEmpty }
                for tip in tips {
                    let words = Self.words(tip)
                    for answer in answers {
                        let given = words.indices.contains { words[$0...].starts(with: answer) }
                        #expect(!given, "\(pack.name): question \(quiz.id)'s hint \"\(tip)\" gives the answer away")
                    }
                }
            }
        }
        #expect(languages == ["es", "en"])
    }

    /// The words of a text, lowercased and without accents.
    private static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    @Test func theWorldCupKnockoutStageIsComplete() throws {
        let pack = try PackLoader.load(file: Self.content.appendingPathComponent("mundial-2022.json"))
        guard case .match(let matches) = pack.items else {
            Issue.record("mundial-2022 is not a match pack")
            return
        }
        #expect(matches.count == 16)
        let final = try #require(matches.last)
        #expect(final.team1.name == "Argentina" && final.winner == 1 && final.details == "3(4)-3(2)")
        for match in matches {
            let (first, second) = try Self.goals(match.details)
            #expect(match.winner == (first > second ? 1 : 2), "\(match.team1.name)-\(match.team2.name)")
        }
    }

    /// The goals that decided a match: the shoot-out's when there was one.
    private static func goals(_ details: String) throws -> (Int, Int) {
        let sides = details.split(separator: "-").map { side -> Int in
            let text = side.contains("(") ? side.split(separator: "(")[1].dropLast() : side[...]
            return Int(text) ?? -1
        }
        return (try #require(sides.first), try #require(sides.last))
    }
}

@Suite("The bundled facts")
struct BundledFactTests {
    private func facts(_ name: String) throws -> [FactItem] {
        let pack = try PackLoader.load(file: BundledPackTests.content.appendingPathComponent("\(name).json"))
        guard case .fact(let facts) = pack.items else { throw FactPackError(name: name) }
        return facts
    }

    @Test func elevenFactsInEachCategoryInBothLanguages() throws {
        let english = FactCategories(try facts("facts"))
        let spanish = FactCategories(try facts("datos"))
        #expect(english.names == ["education", "art", "sports"])
        #expect(spanish.names == ["educación", "arte", "deportes"])
        #expect(english.counts.allSatisfy { $0.count >= 11 } && spanish.counts.allSatisfy { $0.count >= 11 })
    }

    @Test func bothLanguagesTellTheSameFactsUnderTheSameIds() throws {
        let english = try facts("facts")
        let spanish = try facts("datos")
        #expect(english.map(\.id) == spanish.map(\.id))
        let sources = try String(
            contentsOf: BundledPackTests.content.appendingPathComponent("FACT-SOURCES.md"), encoding: .utf8)
        for fact in english { #expect(sources.contains("| \(fact.id) | \(fact.category) | \(fact.title) |")) }
    }

    struct FactPackError: Error {
        var name: String
    }
}
