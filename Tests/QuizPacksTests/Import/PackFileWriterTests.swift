import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("pack files written with runs of items in flight")
struct PackFileWriterTests {
    /// Quiz items with text that JSON escapes, and a control character in the question of item `fault`.
    private static func quiz(_ count: Int, fault: Int? = nil) -> [QuizItem] {
        (1...count).map { id in
            QuizItem(
                id: id, question: id == fault ? "¿\"\(id)\"\u{07}?" : "¿\"\(id)\"/\(id)?", answer: "\(id * 3)")
        }
    }

    /// Writes `items` in runs of 4, given 8 at a time as an import gives them: 12 runs for 48 items.
    private static func written(_ items: [QuizItem], pieces: inout [Data]) throws(PackLoadError) {
        var given: [Data] = []
        defer { pieces = given }
        let writer = PackFileWriter(pack(items), file: "p.json", runLength: 4) { given.append($0) }
        for start in stride(from: 0, to: items.count, by: 8) {
            try writer.append(.quiz(Array(items[start..<min(start + 8, items.count)])))
        }
        try writer.finish()
    }

    private static func pack(_ items: [QuizItem]) -> Pack {
        Pack(name: "p", title: "Tú/yo", language: "es", items: .quiz(items))
    }

    @Test func runsEncodedTogetherMakeTheBytesOfThePackEncodedWhole() throws {
        let items = Self.quiz(48)
        var pieces: [Data] = []
        try Self.written(items, pieces: &pieces)
        // The opening, 12 runs with the 11 separators between them, the closing.
        #expect(pieces.count == 25)
        #expect(pieces.reduce(Data(), +) == (try PackFile.encoded(Self.pack(items), file: "p.json")))
    }

    @Test func aFaultInAMiddleRunIsNamedByItsPlaceInThePackAndNothingFromItOnIsWritten() throws {
        let items = Self.quiz(48, fault: 23)
        var pieces: [Data] = []
        let error = #expect(throws: PackLoadError.self) { try Self.written(items, pieces: &pieces) }
        #expect(
            error?.description
                == "p.json: item 23 (id 23): question: character 6 is U+0007 (a control character), which would not "
                + "show as text; remove it")
        // The opening and the five runs before the run of items 21 to 24, the sixth.
        let bytes = try PackFile.encoded(Self.pack(Self.quiz(48)), file: "p.json")
        let text = pieces.reduce(Data(), +)
        #expect(pieces.count == 10)
        #expect(bytes.starts(with: text))
        #expect(String(decoding: text, as: UTF8.self).hasSuffix("\"question\" : \"¿\\\"20\\\"/20?\"\n    }"))
    }
}
