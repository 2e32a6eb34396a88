import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("Packs of every kind read the same minified and pretty-printed, with faults placed by character", .serialized)
struct PackReadingTests {
    private static let kinds = ["quiz", "match", "book", "film", "choice", "fact"]

    /// The pack read from a file, as `quiz validate` and `load` read it.
    private static func load(_ bytes: [UInt8], name: String) throws -> Pack {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return try PackLoader.load(file: file)
    }

    @Test(arguments: kinds)
    func aMinifiedPackOfTwentyThousandItemsReadsAsItsPrettyPrintedSelf(kind: String) async throws {
        let (minified, pretty) = try await onOwnThread {
            (
                try Self.load(BrokenPackCorpus.largeText(kind, count: 20_000, style: .min), name: "min.json"),
                try PackLoader.decode(
                    Data(BrokenPackCorpus.largeText(kind, count: 20_000, style: .pretty)), file: "pretty.json")
            )
        }
        #expect(minified.count == 20_000)
        #expect(minified.items == pretty.items)
        // Extra fields too, but for their positions, which differ in the two files.
        #expect(minified.extraFields.count == (kind == "quiz" || kind == "match" ? 20_000 : 0))
        #expect(minified.extraFields.mapValues(Self.placeless) == pretty.extraFields.mapValues(Self.placeless))
    }

    /// Extra fields with every value placed at 1:1.
    private static func placeless(_ fields: ExtraFields) -> ExtraFields {
        func placeless(_ value: JSONValue) -> JSONValue {
            switch value.content {
            case .array(let values): JSONValue(.array(values.map(placeless)))
            case .object(let members): JSONValue(.object(members.map { ($0.key, placeless($0.value)) }))
            default: JSONValue(value.content)
            }
        }
        return ExtraFields(fields.members.map { ($0.key, placeless($0.value)) })
    }

    @Test func theCorpusWritesLargePacksAsItWritesValues() {
        for kind in Self.kinds {
            for style in CorpusJSON.Style.allCases {
                for itemsFirst in [false, true] {
                    #expect(
                        BrokenPackCorpus.largeText(kind, count: 60, style: style, faultEvery: 7, itemsFirst: itemsFirst)
                            == BrokenPackCorpus.large(kind, count: 60, faultEvery: 7, itemsFirst: itemsFirst).bytes(
                                style))
                }
            }
        }
    }

    /// The text of a pack of 20,000 items of `kind` on one line whose last item's `field` is `value`.
    private static func minifiedWithLastItem(_ kind: String, _ field: String, _ value: CorpusJSON) -> String {
        let document = BrokenPackCorpus.large(kind, count: 20_000)
            .setting("items.19999.\(field)", to: value)
        return String(decoding: document.bytes(.min), as: UTF8.self)
    }

    /// The line and column right after the last `marker` of `text`, columns counting characters (Unicode scalars).
    private static func place(after marker: String, in text: String) throws -> String {
        let range = try #require(text.range(of: marker, options: .backwards))
        let before = text[..<range.upperBound].unicodeScalars
        let line = before.count(where: { $0 == "\n" }) + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.count + 1
        return "\(line):\(column)"
    }

    /// For each kind, a fault in the last member of an item: the member, its value, the fault, and the text right
    /// before the place of the fault.
    private static func lastField(_ kind: String) -> (field: String, value: CorpusJSON, message: String, marker: String)
    {
        switch kind {
        case "quiz":
            return (
                "nivel", .object([("a", 1), ("a", 2)]), #"nivel: "a" appears twice in this object; keep one"#, #""a":"#
            )
        case "match":
            return (
                "stadium", .object([("b", 1), ("b", 2)]), #"stadium: "b" appears twice in this object; keep one"#,
                #""b":"#
            )
        case "book": return ("solution", 3, "solution: must be 1 or 2, found 3", #""solution":"#)
        case "film": return ("answer", "sí", "answer: must be true or false, found a string", #""answer":"#)
        case "choice":
            return ("solution", 4, "solution: must be from 1 to 3, the number of an answer; found 4", #""solution":"#)
        default:
            return (
                "image", "../ñ.png",
                #"image: "../ñ.png" is neither a valid http or https URL nor the path of a picture beside the pack "#
                    + "(such as images/flag.png)", #""image":"#
            )
        }
    }

    @Test(arguments: kinds)
    func aFaultAtTheVeryEndOfAMinifiedFileIsPlacedAtItsColumn(kind: String) async throws {
        let (field, value, message, marker) = Self.lastField(kind)
        let (text, faults) = try await onOwnThread {
            let bytes = BrokenPackCorpus.largeText(kind, count: 20_000, style: .min) { $0.setting(field, to: value) }
            let text = String(decoding: bytes, as: UTF8.self)
            return (text, faultDescriptions(of: text, file: "end.json"))
        }
        let place = try Self.place(after: marker, in: text)
        #expect(faults == ["end.json:\(place): item 20000 (id 20000): \(message)"])
    }

    @Test func textAfterTheEndOfAMinifiedFileIsPlacedAtItsColumn() async throws {
        let (column, faults) = try await onOwnThread {
            let text =
                String(decoding: BrokenPackCorpus.largeText("match", count: 20_000, style: .min), as: UTF8.self) + "ñ"
            return (text.unicodeScalars.count, faultDescriptions(of: text, file: "end.json"))
        }
        #expect(faults == ["end.json:1:\(column): syntax error: unexpected byte 0xC3 after the end of the document"])
    }

    /// Texts of characters of one, two, three and four bytes, and of several scalars.
    private static let wideTexts = ["Ñandú", "日本語のテキスト", "😀👍🏽", "e\u{301}", "👩‍💻 y 🇪🇸", "ａｂｃ"]

    @Test(arguments: wideTexts)
    func aFaultAfterWideCharactersOnItsLineIsPlacedByCharacter(text: String) throws {
        for style in CorpusJSON.Style.allCases {
            let item = CorpusJSON.object([
                ("id", 1), ("title", .string(text)), ("question", .string(text + " " + text)), ("answer", 3),
            ])
            var json = String(decoding: BrokenPackCorpus.header("film", items: [item]).bytes(style), as: UTF8.self)
            if style == .pretty {
                // The title, the question and the faulty answer on one line, after the line breaks before them.
                json = json.replacingOccurrences(of: ",\n      \"", with: ", \"")
            }
            let colon = style == .pretty ? ": " : ":"
            let place = try Self.place(after: #""answer""# + colon, in: json)
            #expect(
                faultDescriptions(of: json, file: "wide.json")
                    == ["wide.json:\(place): item 1 (id 1): answer: must be true or false, found a number"],
                "\(style)")
            var bad = json
            let itemTitle = try #require(bad.range(of: #""title""# + colon + "\"", options: .backwards))
            bad.replaceSubrange(itemTitle, with: #""title""# + colon + #""\u0007"#)
            let title = try Self.place(after: #""title""# + colon, in: bad)
            let answer = try Self.place(after: #""answer""# + colon, in: bad)
            #expect(
                faultDescriptions(of: bad, file: "wide.json") == [
                    "wide.json:\(title): item 1 (id 1): title: character 1 is U+0007 (a control character), which "
                        + "would not show as text; remove it",
                    "wide.json:\(answer): item 1 (id 1): answer: must be true or false, found a number",
                ], "\(style)")
        }
    }

    @Test(arguments: wideTexts)
    func aSyntaxErrorAfterWideCharactersIsPlacedByCharacter(text: String) throws {
        let json = #"{"format": 1, "name": "p", "title": ""# + text + #"", "kind": "film", "items": [1 2]}"#
        let place = try Self.place(after: "[1 ", in: json)
        #expect(
            faultDescriptions(of: json, file: "wide.json")
                == ["wide.json:\(place): syntax error: unexpected '2'; ',' or ']' was expected"])
    }

    /// Each item's fault is placed by line and column after an extra member with nested values, in a large items
    /// array read as a stream.
    @Test func faultsAfterAnExtraMemberArePlacedInTheirItem() {
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
