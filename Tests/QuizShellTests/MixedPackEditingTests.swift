import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

/// A mixed pack in the shell: listed by section, each item edited with the fields of its own kind, and added with the
/// kind named first.
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

    @Test("add without a kind is refused with the kinds to name, and nothing is written")
    func addWithoutKindRefused() async throws {
        let shell = try ShellFixture(packs: [Self.pack])
        try await shell.run("load geography")
        let kinds = "quiz, match, book, film, choice, poll, slider, ordering, pairs, open"
        #expect(
            try await shell.run("add").failure
                == #"geography holds questions of several kinds: name the new one's first, as in "add poll"; "#
                + "the kinds are \(kinds)")
        #expect(
            try await shell.run("add fact title=x").failure?.hasPrefix(#""fact" is not a kind of question; "#) == true)
        let copy = shell.directories.userPacks.appendingPathComponent("geography.json")
        #expect(!FileManager.default.fileExists(atPath: copy.path))
    }

    @Test("add KIND makes an item of that kind, under the last item's section, with the same faults as edit")
    func addEachKind() async throws {
        let shell = try ShellFixture(packs: [Self.pack])
        try await shell.run("load geography")
        #expect(
            try await shell.run(#"add poll question="Best river?" answers="Nile""#).failure
                == "answers: has 1 answer; a choice item has from 2 to 8")
        #expect(
            try await shell.run(#"add slider question="Nile, in km?" low=6000 high=7000 answer=9000"#).failure
                == "answer: must be from 6000 to 7000, the slider's range; found 9000")
        #expect(
            try await shell.run(#"add pairs question="Match" pairs="France = Paris | Peru""#).failure?.hasPrefix(
                "pairs takes pairs left = right") == true)
        #expect(
            try await shell.run(#"add poll colour=red"#).failure?.hasPrefix(#""colour" is not a field; a poll has"#)
                == true)
        let added = [
            #"add poll question="Best river?" answers="Nile | Amazon""#,
            #"add slider question="Nile, in km?" low=6000 high=7000 answer=6650 tolerance=100"#,
            #"add ordering question="By length" items="Nile | Amazon | Danube""#,
            #"add pairs question="Rivers and seas" pairs="Nile = Mediterranean | Amazon = Atlantic""#,
            #"add open question="A river you like?""#,
            #"add film title=Jaws question="It is set at sea." answer=yes"#,
        ]
        var said: [String] = []
        for line in added { said += try await shell.run(line).output }
        #expect(
            said == [
                "Added poll 3 to geography.",
                "Your copy of geography is in your packs folder and is played from now on; "
                    + #""revert geography" goes back to the bundled one."#,
                "Added question 4 to geography.", "Added question 5 to geography.", "Added question 6 to geography.",
                "Added question 7 to geography.", "Added film 8 to geography.",
            ])
        let saved = try PackLoader.load(file: shell.directories.userPacks.appendingPathComponent("geography.json"))
        guard case .mixed(let items) = saved.items else {
            Issue.record("expected a mixed pack")
            return
        }
        #expect(items.map(\.kind) == [.choice, .quiz, .poll, .slider, .ordering, .pairs, .open, .film])
        #expect(items.dropFirst(2).allSatisfy { $0.section == "Rivers" })
        #expect(
            items[3].content
                == .slider(
                    SliderItem(id: 4, question: "Nile, in km?", low: 6000, high: 7000, answer: 6650, tolerance: 100)))
        #expect(
            items[5].content
                == .pairs(
                    PairsItem(
                        id: 6, question: "Rivers and seas",
                        pairs: [.init(left: "Nile", right: "Mediterranean"), .init(left: "Amazon", right: "Atlantic")]
                    )))
    }

    @Test("new pack makes an empty mixed pack, saved with its first question of any kind")
    func newMixedPack() async throws {
        let shell = try ShellFixture(packs: [Self.pack])
        #expect(try await shell.run("new pack opening mixed").failure == nil)
        #expect(
            try await shell.run(#"add poll question="Mood?" answers="Good | Bad""#).output == [
                "Added poll 1 to opening."
            ])
        let saved = try PackLoader.load(file: shell.directories.userPacks.appendingPathComponent("opening.json"))
        #expect(saved.itemKinds == [.poll])
    }
}
