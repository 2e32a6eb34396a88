import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("imports read and written a run at a time")
struct StreamingImportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-stream-\(UUID().uuidString)")

    /// What an import gave its output: each start's kind and each run's size.
    private struct Recorded: ImportOutput {
        var starts: [ItemKind] = []
        var runs: [Int] = []
        var finished = false
        var collected = CollectedPack()

        mutating func start(_ pack: Pack) {
            starts.append(pack.kind)
            runs = []
            collected.start(pack)
        }

        mutating func append(_ items: PackItems) {
            runs.append(items.count)
            collected.append(items)
        }

        mutating func finish() { finished = true }
    }

    /// A GIFT bank of `count` questions, `kind(i)` giving each one's kind: 0 choice, 1 true/false, 2 short answer.
    private static func bank(_ count: Int, kind: (Int) -> Int = { $0 % 3 }) -> String {
        var text = ""
        for i in 0..<count {
            text += "// question \(i)\n"
            switch kind(i) {
            case 0: text += "::Q\(i):: Which number comes after \(i)? {=\(i + 1) ~\(i + 2) ~\(i - 1)#No}\n\n"
            case 1: text += "::Q\(i):: \(i) is an even number. {\(i % 2 == 0 ? "T" : "F")}\n\n"
            default: text += "::Q\(i):: Write \(i) in digits \\{as a number\\}. {=\(i) =\(i).0}\n\n"
            }
        }
        return text
    }

    /// The files in the folder of `file`, a temporary one left behind among them; none when there is no folder.
    private static func files(beside file: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []
    }

    private func write(_ text: String, to name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("a bank of 9,000 questions reaches the pack a run at a time, never the whole bank at once")
    func runs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.bank(9_000), to: "bank.gift")
        var output = Recorded()
        let imported = try PackImporter(language: "en").importFiles([path], into: &output)
        #expect(output.starts == [.mixed])
        #expect(output.runs.count >= 3)
        #expect(output.runs.max()! <= GIFTStream.runLength)
        #expect(output.runs.reduce(0, +) == 9_000)
        #expect(output.finished)
        #expect(imported.count == 9_000 && imported.pack.kind == .mixed && imported.pack.name == "bank")
        guard case .mixed(let items) = output.collected.pack?.items else {
            Issue.record("expected a mixed pack")
            return
        }
        #expect(items.map(\.id) == Array(1...9_000))
        #expect(items.prefix(3).map(\.kind) == [.choice, .film, .quiz])
        #expect(items.last?.kind == .quiz)
    }

    @Test("a bank of one kind for its first run and another later is one mixed pack in the file's order")
    func laterKindStartsOver() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.bank(4_201) { $0 < 4_200 ? 1 : 0 }, to: "late.gift")
        var output = Recorded()
        let imported = try PackImporter(language: "en").importFiles([path], into: &output)
        #expect(output.starts == [.film, .mixed])
        #expect(imported.pack.kind == .mixed && imported.count == 4_201)
        guard case .mixed(let items) = output.collected.pack?.items else {
            Issue.record("expected a mixed pack")
            return
        }
        #expect(items.map(\.id) == Array(1...4_201))
        #expect(items.last.map { $0.kind == .choice && $0.id == 4_201 } == true)
        let oneKind = try write(Self.bank(4_200) { _ in 1 }, to: "tf.gift")
        let single = try PackImporter(language: "en").importFiles([oneKind])
        #expect(single.packs.map(\.kind) == [.film] && single.packs.first?.count == 4_200)
    }

    @Test(
        "a pack file written a run at a time is the file of the whole pack, byte for byte",
        arguments: [(5_000, 1), (5_000, 3), (4_201, 0)])
    func writtenFile(count: Int, kinds: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // No kinds: a first run of one kind, then another kind, which starts the file over as a mixed pack.
        let path = try write(Self.bank(count) { kinds == 0 ? ($0 < 4_200 ? 1 : 0) : $0 % kinds }, to: "bank.gift")
        let importer = PackImporter(language: "en")
        let file = folder.appendingPathComponent("out/bank.json")
        var streamed = StreamedPackFile(file)
        let imported = try importer.importFiles([path], into: &streamed)
        try streamed.commit()
        let whole = try #require(try importer.importFiles([path]).packs.first)
        #expect(imported.count == whole.count && imported.pack.kind == whole.kind)
        #expect(try Data(contentsOf: file) == PackFile.encoded(whole, file: file.path))
        #expect(Self.files(beside: file) == ["bank.json"])
    }

    @Test("a fault in a later run names the item by its place in the whole pack, and nothing is written")
    func faultInALaterRun() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out/bank.json")
        let streamed = StreamedPackFile(file)
        streamed.start(Pack(name: "bank", title: "Bank", language: "en", items: .quiz([])))
        streamed.append(.quiz((1...600).map { QuizItem(id: $0, question: "Question \($0)?", answer: "\($0)") }))
        streamed.append(
            .quiz([
                QuizItem(id: 601, question: "Question 601?", answer: "601"),
                QuizItem(id: 602, question: " ", answer: "602"),
            ]))
        streamed.finish()
        let failure = #expect(throws: PackFile.Failure.self) { try streamed.commit() }
        guard case .pack(let error) = failure else {
            Issue.record("expected the pack's faults, got \(String(describing: failure))")
            return
        }
        #expect(error.faults.map(\.item?.number) == [602])
        #expect(Self.files(beside: file) == [])
    }

    @Test("a pack that grows past the pack files' limit is refused at the item that passes it, and nothing is written")
    func overTheLimit() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.bank(6_000), to: "bank.gift")
        let file = folder.appendingPathComponent("out/bank.json")
        var streamed = StreamedPackFile(file, limit: FileBytes.Limit(bytes: 1 << 20, kind: "a pack file"))
        _ = try PackImporter(language: "en").importFiles([path], into: &streamed)
        let failure = #expect(throws: PackFile.Failure.self) { try streamed.commit() }
        guard case .pack(let error) = failure else {
            Issue.record("expected the pack's faults, got \(String(describing: failure))")
            return
        }
        #expect(
            error.faults.map(\.message) == [
                "would be over the 1 MiB limit for a pack file at item 5120; make several smaller packs"
            ])
        #expect(Self.files(beside: file) == [])
    }

    @Test("a question over 1 MiB is a fault naming its line, and is not kept while the rest of the file is read")
    func questionTooLong() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = String(repeating: "a", count: GIFTBlocks.maximumLength + 1)
        let path = try write(Self.bank(2) + "Long? {=\(long)}\n\n" + Self.bank(1), to: "long.gift")
        let failure = #expect(throws: PackImporter.Failure.self) {
            try PackImporter(language: "en").importFiles([path])
        }
        #expect(
            failure?.description
                == "\(path):7: the question is longer than 1 MiB, the most quiz imports of one question; shorten it, "
                + "or split it into several")
        let skipping = try PackImporter(language: "en", skipBad: true).importFiles([path])
        #expect(skipping.packs.first?.count == 3)
        #expect(skipping.skipped.map(\.line) == [7])
        let csv = try write("question,answer\nShort?,yes\n\(long),no\n", to: "long.csv")
        let refused = #expect(throws: PackImporter.Failure.self) { try PackImporter(language: "en").importFiles([csv]) }
        #expect(
            refused?.description
                == "\(csv):3: the question is longer than 1 MiB, the most quiz imports of one question; shorten it, "
                + "or split it into several")
    }

    @Test("a name that is not a pack name is refused before any file is read or written")
    func badName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.bank(3), to: "bank.gift")
        let failure = #expect(throws: PackImporter.Failure.self) {
            try PackImporter(name: "evil/../x", language: "en").importFiles([path])
        }
        #expect(
            failure?.description
                == "--name: \"evil/../x\" is not a pack name; use lowercase letters, digits and dashes, like "
                + "\"mundial-2022\"")
    }

    @Test("a byte that is not UTF-8 past the first megabyte is named by its line, and nothing else of the file")
    func badByteLate() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // 20,000 comment lines of 64 bytes put the question past the first megabyte, which is read on its own.
        let padding = String(repeating: "// " + String(repeating: "-", count: 60) + "\n", count: 20_000)
        let bytes = Array((Self.bank(30) + padding).utf8) + Array("Espa".utf8) + [0xF1] + Array("a? {T}\n".utf8)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("latin.gift").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let failure = #expect(throws: PackImporter.Failure.self) {
            try PackImporter(language: "en", skipBad: true).importFiles([path])
        }
        #expect(
            failure?.description
                == "\(path):20091: byte 0xF1 is not UTF-8; if the file was saved in Windows' encoding, give "
                + "--encoding cp1252")
    }

    @Test("line breaks of every kind, cut anywhere between pieces, give the blocks and lines of the whole text")
    func piecesAndLineBreaks() {
        let text = "// c\r\n::A:: One? {T}\r\n\r\n\r\nTwo\rlines? {F}\r\rThree? {=3}\n\n\nFour? {T}"
        let whole = Array(text.utf8)
        func blocks(_ pieces: [ArraySlice<UInt8>]) -> [(line: Int, text: String?)] {
            var blocks = GIFTBlocks()
            var found: [(line: Int, text: String?)] = []
            for piece in pieces {
                piece.withUnsafeBufferPointer { blocks.forEachBlock(in: $0) { found.append(($0, $1)) } }
            }
            blocks.finish { found.append(($0, $1)) }
            return found
        }
        let expected = blocks([whole[...]])
        #expect(expected.map(\.line) == [2, 5, 8, 11])
        #expect(expected.map(\.text)[1] == "Two\nlines? {F}")
        for cut in 1..<whole.count {
            let found = blocks([whole[..<cut], whole[cut...]])
            #expect(found.map(\.line) == expected.map(\.line), "cut at \(cut)")
            #expect(found.map(\.text) == expected.map(\.text), "cut at \(cut)")
        }
    }
}
