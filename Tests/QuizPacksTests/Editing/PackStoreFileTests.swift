import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("PackStore: the user's copy, validated before it is written")
struct PackStoreFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-store-\(UUID().uuidString)")
    var originals: URL { folder.appendingPathComponent("bundled") }
    var userPacks: URL { folder.appendingPathComponent("user") }
    var store: PackStore { PackStore(folders: [originals], userPacks: userPacks) }
    var userCopyExists: Bool {
        FileManager.default.fileExists(atPath: userPacks.appendingPathComponent("films.json").path)
    }

    init() throws {
        try FileManager.default.createDirectory(at: originals, withIntermediateDirectories: true)
        let pack = Pack(
            name: "films", title: "Films", language: "en",
            items: .film([
                FilmItem(id: 4, title: "Jaws", question: "Spielberg directed it", answer: true),
                FilmItem(id: 9, title: "Alien", question: "Hitchcock directed it", answer: false),
            ]))
        try PackFile.encoded(pack, file: "films.json").write(to: originals.appendingPathComponent("films.json"))
    }

    func film(_ title: String, _ question: String, _ answer: Bool, id: Int = 1) -> PackItem {
        PackItem(.film([FilmItem(id: id, title: title, question: question, answer: answer)]))
    }

    @Test("the first change copies the original into the user's folder; the original is never written")
    func copyOnWrite() throws {
        let before = try Data(contentsOf: originals.appendingPathComponent("films.json"))
        let saved = try store.apply(
            .insert(item: film("Up", "It is animated", true), at: nil), to: "films")
        #expect(saved.file == userPacks.appendingPathComponent("films.json"))
        #expect(saved.itemID == 10)
        #expect(saved.pack?.items.ids == [4, 9, 10])
        #expect(try Data(contentsOf: originals.appendingPathComponent("films.json")) == before)
        #expect(userCopyExists)
        #expect(try store.current("films")?.count == 3)
    }

    @Test("the copy of a pack with pictures beside it brings them into the user's folder, keeping one already there")
    func copyBringsPictures() throws {
        let store = PackStore(folders: [BundledContent.builtIn], userPacks: userPacks)
        try FileManager.default.createDirectory(
            at: userPacks.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: userPacks.appendingPathComponent("images/ar.png"))
        _ = try store.apply(.remove(id: 16, dropsEmptyPack: false), to: "world-cup-2022")
        let copied = try FileManager.default.contentsOfDirectory(
            atPath: userPacks.appendingPathComponent("images").path)
        #expect(copied.count == 16)
        #expect(try Data(contentsOf: userPacks.appendingPathComponent("images/ar.png")) == Data("mine".utf8))
        #expect(
            try Data(contentsOf: userPacks.appendingPathComponent("images/nl.png"))
                == Data(BundledContent.builtInPictures["images/nl.png"] ?? []))
    }

    @Test("a change keeps the members quiz does not read, and writes the pack pretty-printed with its keys in order")
    func membersQuizDoesNotReadAreKept() throws {
        try Data(
            #"""
            {"format": 1, "name": "films", "kind": "film", "title": "Films", "language": "en", "edition": 2,
             "items": [{"id": 4, "title": "Jaws", "question": "Spielberg directed it", "answer": true,
                        "rating": {"stars": 4.5, "by": ["ana", "luis"]}, "year": 1975}]}
            """#.utf8
        ).write(to: originals.appendingPathComponent("films.json"))
        var added = film("Up", "It is animated", true)
        added.extraFields = ExtraFields([("studio", JSONValue(.string("Pixar")))])
        let saved = try store.apply(.insert(item: added, at: nil), to: "films")
        #expect(
            String(decoding: try Data(contentsOf: saved.file), as: UTF8.self) == """
                {
                  "edition" : 2,
                  "format" : 1,
                  "items" : [
                    {
                      "answer" : true,
                      "id" : 4,
                      "question" : "Spielberg directed it",
                      "rating" : {
                        "by" : [
                          "ana",
                          "luis"
                        ],
                        "stars" : 4.5
                      },
                      "title" : "Jaws",
                      "year" : 1975
                    },
                    {
                      "answer" : true,
                      "id" : 5,
                      "question" : "It is animated",
                      "studio" : "Pixar",
                      "title" : "Up"
                    }
                  ],
                  "kind" : "film",
                  "language" : "en",
                  "name" : "films",
                  "title" : "Films"
                }

                """)
    }

    @Test("an invalid change is refused with the validator's faults and the user's copy stays byte for byte")
    func invalidRefused() throws {
        _ = try store.apply(.remove(id: 9, dropsEmptyPack: false), to: "films")
        let copy = userPacks.appendingPathComponent("films.json")
        let before = try Data(contentsOf: copy)
        #expect {
            try store.apply(.replace(film("", "x\u{200B}", true, id: 4)), to: "films")
        } throws: { error in
            guard case .invalid(let fault) = error as? PackStoreError else { return false }
            return fault.faults.map(\.field) == ["title", "question"]
        }
        #expect(try Data(contentsOf: copy) == before)
        #expect(throws: PackStoreError.noSuchItem(id: 9)) {
            try store.apply(.remove(id: 9, dropsEmptyPack: false), to: "films")
        }
        #expect(throws: PackStoreError.noSuchPack("books")) {
            try store.apply(.remove(id: 1, dropsEmptyPack: false), to: "books")
        }
    }

    @Test("each change gives the change that takes it back; revert removes the copy and restore puts it back")
    func undoAndRevert() throws {
        let edited = try store.apply(
            .replace(film("Jaws", "Spielberg directed it", false, id: 4)), to: "films")
        guard case .film(let changed) = edited.pack?.items else {
            Issue.record("not films")
            return
        }
        #expect(changed[0].answer == false)
        let undone = try store.apply(edited.undo, to: "films")
        guard case .film(let back) = undone.pack?.items else {
            Issue.record("not films")
            return
        }
        #expect(back[0].answer == true)
        let reverted = try store.revert("films")
        #expect(!userCopyExists)
        #expect(reverted.pack.name == "films")
        #expect(throws: PackStoreError.nothingToRevert("films")) { try store.revert("films") }
        _ = try store.apply(reverted.undo, to: "films")
        #expect(userCopyExists)
    }

    @Test("a new pack is written with its first item, and undoing that item removes it")
    func newPack() throws {
        let draft = Pack(name: "mine", title: "Mine", language: "es", items: .quiz([]))
        let saved = try store.apply(
            .insert(item: PackItem(.quiz([QuizItem(id: 7, question: "¿2+2?", answer: "4")])), at: nil), to: "mine",
            draft: draft)
        #expect(saved.pack?.language == "es")
        #expect(saved.undo == .remove(id: 1, dropsEmptyPack: true))
        let undone = try store.apply(saved.undo, to: "mine")
        #expect(undone.pack == nil)
        #expect(!FileManager.default.fileExists(atPath: userPacks.appendingPathComponent("mine.json").path))
    }
}
