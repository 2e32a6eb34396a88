import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

/// A mixed pack in the shell: listed by section, each item edited with the fields of its own kind, and `add`, which
/// cannot tell which kind to make, refused with a sentence that says so.
@Suite("A mixed pack listed and edited in the shell")
struct MixedPackEditingTests {
    static let items = [
        MixedItem(
            section: "Europe",
            .choice(
                ChoiceItem(
                    id: 1, category: "Europe", question: "Capital of France?",
                    answers: ["Paris", "Lyon"].map { .init(answer: $0) }, solution: 1))),
        MixedItem(section: "Rivers", .quiz(QuizItem(id: 2, question: "Longest river?", answer: "Nile"))),
    ]
    static let pack = Pack(name: "geography", title: "Geography", language: "en", items: .mixed(items))

    @Test("list groups by section; edit changes an item with its kind's fields and keeps its kind and section")
    func listAndEdit() async throws {
        let shell = try ShellFixture(packs: [Self.pack])
        try await shell.run("load geography")
        #expect(
            try await shell.run("list").output == [
                "Europe", "  1  Capital of France?", "Rivers", "  2  Longest river?",
            ])
        let edited = try await shell.run(#"edit 2 answer="The Nile""#)
        #expect(edited.failure == nil)
        #expect(edited.output.first == "Saved question 2 of geography.")
        let saved = try PackLoader.load(file: shell.directories.userPacks.appendingPathComponent("geography.json"))
        guard case .mixed(let items) = saved.items, case .quiz(let quiz) = items.last?.content else {
            Issue.record("expected the mixed pack with its quiz last")
            return
        }
        #expect(quiz.answer == "The Nile" && items.last?.section == "Rivers")
        #expect(items.first == Self.items.first)
    }

    @Test("add is refused with what to do instead, and nothing is written")
    func addRefused() async throws {
        let shell = try ShellFixture(packs: [Self.pack])
        try await shell.run("load geography")
        let result = try await shell.run("add")
        #expect(
            result.failure
                == #"geography holds questions of several kinds, and add cannot tell which kind to make; "edit N" "#
                + "changes the ones it has, or import the file again with the new question")
        let copy = shell.directories.userPacks.appendingPathComponent("geography.json")
        #expect(!FileManager.default.fileExists(atPath: copy.path))
    }
}
