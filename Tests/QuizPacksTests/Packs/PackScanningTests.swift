import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

/// Items read straight from their bytes are the items, and the faults, of the same items read from their JSON
/// values, whatever the bytes: the corpus's packs broken again at random, the same way from the same seed.
///
/// `QUIZ_SCAN_CASES=200000` tries more cases than the 3,000 of a test run.
@Suite("Items read from their bytes read as from their JSON values")
struct PackScanningTests {
    /// Bytes that make a pack wrong or odd in many ways: structure, numbers, escapes, invisible characters, text
    /// that is not UTF-8, members and values of items.
    private static let spice: [[UInt8]] =
        [
            #"""#, #"\"#, "{", "}", "[", "]", ":", ",", " ", "\n", "-1", "1.0", "1e2", "0", "2", "3", "01", "null",
            "true", "false", #""""#, #"" ""#, #"\u0007"#, #"\n"#, #"\t"#, "ñ", "😀", "\u{200B}", "\u{7F}", "\u{85}",
            #""x": 1, "#, #""id": 5, "#, #""title": "T", "#, #""url": "https://x.test/a.png""#, "images/a.png",
            #"\u00e9"#, #"\ud83d\ude00"#, #"\ud800"#, "1e400", "999999999999999", "9999999999999999",
            #""a": {"b": 1, "b": 2}"#,
        ].map { Array($0.utf8) } + [[0xC3], [0xFF], [0xE2, 0x80], [0xED, 0xA0, 0x80]]

    private static func mutated(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1: bytes.insert(contentsOf: spice.randomElement(using: &random)!, at: at)
            case 2:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &random)))
            case 3:
                let range = at..<min(bytes.count, at + Int.random(in: 1...40, using: &random))
                bytes.insert(contentsOf: bytes[range], at: Int.random(in: 0...bytes.count, using: &random))
            default:
                guard at < bytes.count else { continue }
                bytes[at] = spice.randomElement(using: &random)!.first!
            }
        }
        return bytes
    }

    private static let kinds = ["quiz", "match", "book", "film", "choice", "fact"]

    /// For each kind, the values the corpus tries at each field that an item reads without a fault.
    private static let goodValues: [String: [(path: String, value: CorpusJSON?)]] = {
        var good: [String: [(path: String, value: CorpusJSON?)]] = [:]
        for kind in kinds {
            for field in BrokenPackCorpus.fields[kind]! {
                for value in field.palette.values {
                    let item = BrokenPackCorpus.item(kind).setting(field.path, to: value)
                    if case .pack = read(BrokenPackCorpus.header(kind, items: [item]).bytes(.min), scans: false) {
                        good[kind, default: []].append((field.path, value))
                    }
                }
            }
        }
        return good
    }()

    /// A pack of one to five items of one kind, each the corpus's item with one to three of its fields given values
    /// the corpus tries there (for one pack in four, only values that read without a fault), perhaps a member
    /// written twice; ids from a few, so that some repeat.
    private static func assembled(_ random: inout SeededGenerator) -> [UInt8] {
        let kind = kinds.randomElement(using: &random)!
        let onlyGood = Int.random(in: 0..<4, using: &random) == 0
        let fields = BrokenPackCorpus.fields[kind]!.map { field in
            field.palette.values.map { (path: field.path, value: $0) }
        }
        let items = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            var item = BrokenPackCorpus.item(kind).setting(
                "id", to: .raw(String(Int.random(in: 1...8, using: &random))))
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let (path, value) =
                    onlyGood
                    ? goodValues[kind]!.randomElement(using: &random)!
                    : fields.randomElement(using: &random)!.randomElement(using: &random)!
                item = item.setting(path, to: value)
            }
            if Int.random(in: 0..<8, using: &random) == 0, case .object(let members) = item, !members.isEmpty {
                item = item.repeating(members.randomElement(using: &random)!.0)
            }
            return item
        }
        let style = CorpusJSON.Style.allCases.randomElement(using: &random)!
        let itemsFirst = Bool.random(using: &random)
        return BrokenPackCorpus.header(kind, items: .array(items), itemsFirst: itemsFirst).bytes(style)
    }

    private enum Reading: Equatable {
        case pack(Pack)
        case faults([String])
    }

    private static func read(_ bytes: [UInt8], scans: Bool) -> Reading {
        do {
            return .pack(
                try bytes.withUnsafeBufferPointer { (buffer) throws(PackLoadError) in
                    try PackReader.read(buffer, file: "p", scans: scans)
                })
        } catch {
            return .faults(error.faults.map(\.description))
        }
    }

    @Test func randomlyBrokenPacksReadTheSameBothWays() {
        let cases = BrokenPackCorpus.cases().filter { !$0.name.hasPrefix("cut at") }
        let count = Int(ProcessInfo.processInfo.environment["QUIZ_SCAN_CASES"] ?? "") ?? 3000
        var random = SeededGenerator(seed: 9)
        var differences = 0
        var packs = 0
        for index in 0..<count {
            let bytes =
                index % 2 == 0
                ? Self.mutated(cases.randomElement(using: &random)!.bytes, &random)
                : Int.random(in: 0..<10, using: &random) == 0
                    ? Self.mutated(Self.assembled(&random), &random) : Self.assembled(&random)
            let scanned = Self.read(bytes, scans: true)
            let parsed = Self.read(bytes, scans: false)
            if case .pack = parsed { packs += 1 }
            if scanned != parsed {
                differences += 1
                if differences <= 5 {
                    Issue.record(
                        "case \(index): \(String(decoding: bytes, as: UTF8.self))\nscanned: \(scanned)\nparsed: \(parsed)"
                    )
                }
            }
        }
        #expect(differences == 0)
        // Some cases read as packs, so that items kept are compared too, not only faults.
        #expect(packs > count / 20)
    }

    /// An item given up after its scan placed an extra member by line and column is read again from its start, and
    /// its fault placed by character, without counting the lines from the top of the file again for each item.
    @Test func itemsGivenUpAfterAnExtraMemberAreReadAgainInPlace() {
        let items = (1...300).map { id in
            #"{"id": \#(id), "question": "¿Qué es \#(id)?", "x": {"y": [1, "ñ"]}, "answer": ""}"#
        }
        let text =
            #"{"format": 1, "name": "p", "kind": "quiz", "title": "T", "language": "es", "items": ["#
            + "\n" + items.joined(separator: ",\n") + "\n]}\n"
        var faults: [PackFault] = []
        do {
            _ = try PackReader.read(Array(text.utf8), file: "p")
        } catch {
            faults = error.faults
        }
        #expect(faults.count == items.count)
        for (index, fault) in faults.prefix(items.count).enumerated() {
            let before = items[index][..<items[index].range(of: #""answer": "#)!.upperBound]
            #expect(fault.position == TextPosition(line: index + 2, column: before.count + 1))
            #expect(fault.item == PackFault.ItemReference(number: index + 1, id: index + 1))
            #expect(fault.field == "answer")
        }
    }
}
