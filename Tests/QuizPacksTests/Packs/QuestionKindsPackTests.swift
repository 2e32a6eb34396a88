import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

/// Polls, sliders, orderings, pairs and open questions in a pack file, and to and from GIFT.
@Suite("Polls, sliders, orderings, pairs and open questions in pack files and GIFT")
struct QuestionKindsPackTests {
    static let file = """
        {"format": 1, "name": "opening", "kind": "mixed", "title": "Opening", "language": "en", "items": [
          {"kind": "poll", "id": 1, "question": "How do you feel?", "answers": [{"answer": "Great"}, {"answer": "Tired"}]},
          {"kind": "slider", "id": 2, "question": "How long is the Nile?", "low": 0, "high": 10000, "step": 100,
           "answer": 6650, "tolerance": 300, "unit": "km"},
          {"kind": "ordering", "id": 3, "question": "Oldest first", "items": ["Rome", "Byzantium", "Venice"]},
          {"kind": "pairs", "id": 4, "question": "Capitals", "pairs": [{"left": "France", "right": "Paris"},
           {"left": "Italy", "right": "Rome"}], "extra": ["Lisbon"]},
          {"kind": "open", "id": 5, "section": "Warm-up", "question": "One word for today?"}
        ]}
        """

    @Test("each kind reads, writes back byte for byte, and plays as its kind")
    func roundTrip() throws {
        let pack = try PackReader.read(Array(Self.file.utf8), file: "opening.json")
        #expect(Question.all(in: pack.items).map(\.kind) == [.poll, .slider, .ordering, .pairs, .open])
        let bytes = try PackFile.encoded(pack, file: "opening.json")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\"solution\""))
        let read = try PackReader.read(Array(bytes), file: "opening.json")
        #expect(read.items == pack.items)
        #expect(try PackFile.encoded(read, file: "opening.json") == bytes)
    }

    @Test("a broken item of each kind is a fault with its line, column, item and field")
    func faults() {
        let file = """
            {"format": 1, "name": "bad", "kind": "mixed", "title": "Bad", "language": "en", "items": [
              {"kind": "poll", "id": 1, "question": "Q", "answers": [{"answer": "only"}]},
              {"kind": "slider", "id": 2, "question": "Q", "low": 10, "high": 5, "answer": 7},
              {"kind": "slider", "id": 3, "question": "Q", "low": 0, "high": 10, "step": 0, "answer": 7},
              {"kind": "slider", "id": 4, "question": "Q", "low": 0, "high": 10, "answer": 70},
              {"kind": "ordering", "id": 6, "question": "Q", "items": ["a", "b"]},
              {"kind": "ordering", "id": 7, "question": "Q", "items": ["a", "b", "A"]},
              {"kind": "pairs", "id": 8, "question": "Q", "pairs": [{"left": "a", "right": "b"}]},
              {"kind": "pairs", "id": 9, "question": "Q", "pairs": [{"left": "a", "right": "b"}, {"left": "c"}]},
              {"kind": "open", "id": 10, "question": ""},
              {"kind": "essay", "id": 11, "question": "Q"},
              {"kind": "pairs", "id": 12, "question": "Q", "pairs": [{"left": "a", "right": "b"}, {"left": "c", "right": "d"}],
               "extra": [\((1...25).map { "\"x\($0)\"" }.joined(separator: ", "))]}
            ]}
            """
        let error = #expect(throws: PackLoadError.self) { try PackReader.read(Array(file.utf8), file: "bad.json") }
        #expect(
            error?.faults.map(\.description) == [
                "bad.json:2:57: item 1 (id 1): answers: has 1 answer; a choice item has from 2 to 8",
                "bad.json:3:67: item 2 (id 2): high: must be above low (10), found 5",
                "bad.json:4:78: item 3 (id 3): step: must be above 0 and at most the range's width, 10; found 0",
                "bad.json:5:80: item 4 (id 4): answer: must be from 0 to 10, the slider's range; found 70",
                "bad.json:6:59: item 5 (id 6): items: has 2 items; an ordering has from 3 to 8",
                "bad.json:7:59: item 6 (id 7): items: has \"A\" twice; each must differ from the others",
                "bad.json:8:56: item 7 (id 8): pairs: has 1 pair; a pairs item has from 2 to 8",
                "bad.json:9:86: item 8 (id 9): pairs[1].right: missing; this field is required",
                "bad.json:10:42: item 9 (id 10): question: is empty; write some text here",
                "bad.json:11:12: item 10 (id 11): kind: unknown kind \"essay\" for an item of a mixed pack; use one of "
                    + "quiz, match, book, film, choice, poll, slider, ordering, pairs, open",
                "bad.json:13:13: item 11 (id 12): extra: has 27 right sides; a pairs item has from 2 to 26",
            ])
    }

    @Test("a pack whose kind is a kind of item of a mixed pack is refused with the fix")
    func packOfPolls() {
        let file = """
            {"format": 1, "name": "p", "kind": "poll", "title": "P", "language": "en", "items": []}
            """
        let error = #expect(throws: PackLoadError.self) { try PackReader.read(Array(file.utf8), file: "p.json") }
        #expect(
            error?.faults.first?.description
                == "p.json:1:36: kind: \"poll\" is a kind of item of a mixed pack; make the pack's kind \"mixed\" and "
                + "give each item \"kind\": \"poll\"")
    }

    @Test("GIFT holds pairs, open questions and sliders (a number on a scale) and gives them back; not polls or orders")
    func gift() throws {
        let pack = try PackReader.read(Array(Self.file.utf8), file: "opening.json")
        let gift = PackExporter.gift(pack)
        #expect(!gift.contains("How do you feel?") && !gift.contains("Oldest first"))
        #expect(gift.contains("Capitals {\n    =France -> Paris\n    =Italy -> Rome\n    = -> Lisbon\n}"))
        #expect(gift.contains("One word for today? {}"))
        #expect(gift.contains("How long is the Nile? {# =6650:300 =%0%0..10000}"))
        let read = GIFTReader.read(gift, file: "opening.gift")
        #expect(read.faults.isEmpty && read.skipped.isEmpty)
        #expect(read.questions.map(\.kind) == [.slider, .pairs, .open])
        guard case .pairs(let pairs, let extra) = read.questions[1].content else { return }
        #expect(pairs.map(\.right) == ["Paris", "Rome"] && extra == ["Lisbon"])
    }

    @Test("a broken matching question is a fault with its line")
    func brokenMatching() {
        let read = GIFTReader.read("Q1 {=a -> b =c -> d}\n\nQ2 {=a -> b ~c -> d}\n\nQ3 {=a -> b}\n", file: "m.gift")
        #expect(read.questions.count == 1)
        #expect(
            read.faults.map(\.description) == [
                "m.gift:3: \"c -> d\" is not a pair; a matching question's answers are =left -> right",
                "m.gift:5: has 1 pair; a pairs item has from 2 to 8",
            ])
    }
}
