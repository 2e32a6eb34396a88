import Foundation
import Synchronization
import Testing

@testable import QuizCore
@testable import QuizPacks

/// Every case of `BrokenPackCorpus` reads as `BrokenPackGolden.swift` recorded: the same faults, in the same order, at
/// the same lines and columns, or the same pack, from bytes in memory and from a file alike.
///
/// `QUIZ_RECORD_PACK_GOLDEN=1 swift test --filter BrokenPackCorpusTests` writes the golden file again from the
/// reader as it is; do that only for a change meant to change what the reader says.
@Suite("Broken packs read as they always did", .serialized)
struct BrokenPackCorpusTests {
    private static let goldenFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("BrokenPackGolden.swift")

    private static var recording: Bool { ProcessInfo.processInfo.environment["QUIZ_RECORD_PACK_GOLDEN"] == "1" }

    /// The golden text of each case, by name.
    private static let golden: [String: String] = {
        var cases: [String: String] = [:]
        var name: String?
        for line in brokenPackGolden.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                name = String(line.dropFirst(4))
                cases[name!] = ""
            } else if let name {
                cases[name]! += line + "\n"
            }
        }
        return cases
    }()

    /// A short digest of the pack as quiz writes it, extra fields included.
    private static func digest(_ pack: Pack) -> String {
        guard let bytes = try? PackFile.bytes(of: pack) else { return "cannot be written as JSON" }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    private static func lines(_ read: () throws(PackLoadError) -> Pack) -> [String] {
        do {
            let pack = try read()
            let items = "\(pack.count) \(pack.count == 1 ? "item" : "items")"
            return ["ok  \(pack.name)  \(pack.kind.rawValue)  \(items)  \(pack.language)  " + digest(pack)]
        } catch {
            return error.faults.map(\.description)
        }
    }

    /// What the reader says of `bytes`, read from memory; when it says otherwise of the same file, that too, which
    /// no golden text holds.
    private static func reading(_ bytes: [UInt8], folder: URL) throws -> [String] {
        let fromMemory = lines { () throws(PackLoadError) in try PackReader.read(bytes, file: "p") }
        let file = folder.appendingPathComponent("p.json")
        try Data(bytes).write(to: file)
        let fromFile = lines { () throws(PackLoadError) in try PackLoader.load(file: file, displayName: "p") }
        guard fromFile != fromMemory else { return fromMemory }
        return fromMemory + ["read from a file and from memory differ; from the file:"] + fromFile
    }

    /// The text of a case: its faults or its pack; for a pack of one item per value, also the pack of the items
    /// that had no fault.
    private static func text(of corpusCase: BrokenPackCorpus.Case, folder: URL) throws -> String {
        var output = try reading(corpusCase.bytes, folder: folder)
        if let subset = corpusCase.subset {
            let faulty = Set(
                output.compactMap { line -> Int? in
                    guard let range = line.range(of: #": item (\d+)"#, options: .regularExpression) else { return nil }
                    return Int(line[range].dropFirst(7).prefix { $0.isNumber })
                })
            let good = (0..<corpusCase.items).filter { !faulty.contains($0 + 1) }
            output.append("good items \(good.map(String.init).joined(separator: ","))")
            if !good.isEmpty { output += try reading(subset(good), folder: folder) }
        }
        return output.map { $0 + "\n" }.joined()
    }

    /// Reads each case on a thread of its own (`onOwnThread`), as a large one keeps a core busy for seconds.
    private static func check(_ cases: [BrokenPackCorpus.Case], part: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var recorded = ""
        for corpusCase in cases {
            let text = try await onOwnThread { try Self.text(of: corpusCase, folder: folder) }
            if recording {
                recorded += "=== \(corpusCase.name)\n" + text
            } else {
                #expect(text == golden[corpusCase.name], "\(corpusCase.name)")
            }
        }
        if recording { try record(recorded, part: part) }
    }

    /// Writes one part of the golden file, keeping the other.
    private static func record(_ text: String, part: String) throws {
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control character in \(part)")
        let parts = recordedParts.withLock { parts in
            parts[part] = text
            return parts
        }
        guard parts.count == 2 else { return }
        let body = parts.keys.sorted().map { parts[$0]! }.joined()
            .split(separator: "\n").map { "    " + $0 + "\n" }.joined()
        let file =
            "// What `BrokenPackCorpus` reads as, case by case: written by `BrokenPackCorpusTests` with\n"
            + "// QUIZ_RECORD_PACK_GOLDEN=1. Do not edit by hand.\n\nlet brokenPackGolden = #\"\"\"\n" + body
            + "    \"\"\"#\n"
        try file.write(to: goldenFile, atomically: true, encoding: .utf8)
    }

    private static let recordedParts = Mutex<[String: String]>([:])

    @Test func smallPacks() async throws {
        try await Self.check(BrokenPackCorpus.cases(), part: "a")
    }

    @Test func largePacks() async throws {
        try await Self.check(BrokenPackCorpus.largeCases(), part: "b")
    }
}
