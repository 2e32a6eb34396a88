import Foundation
import QuizCore

/// A pack written as a pack file: `JSONEncoder`'s pretty-printed JSON with sorted keys, slashes as they are and a
/// final line break, checked by the pack reader's rules before it is saved, so that a pack on disk is always one
/// that quiz plays.
///
/// A large pack is encoded and checked in runs of items, each run a pack of its own for `JSONEncoder` and the
/// validator, and the file is the runs' items joined between the lines that open and close the items array: the
/// same bytes as one `JSONEncoder` call makes, without the encoder's tree of the whole pack, nor the whole file, in
/// memory at once. An import of 380,000 questions (50 MB of GIFT, `Scripts/bench import`) peaked at 531 MB with the
/// whole pack encoded at once, and at 212 MB in runs.
public enum PackFile {
    /// The items of a run: enough that a run's encoder and reader cost little beside its items, few enough that a
    /// run's tree and bytes stay a megabyte or two. Importing 100,000 GIFT questions (`Scripts/bench import`) in runs
    /// of 1,024 peaked at 26.7-26.9 MB and took 2.15-2.22 s of CPU; in runs of 512, 24.0-25.0 MB and 1.92-2.10 s.
    public static let runLength = 512

    /// The file's bytes, after checking that they make a pack that quiz reads.
    ///
    /// - Throws: `PackLoadError` when the pack cannot be written as JSON (a number too large for it in an extra
    ///   field) or has a fault.
    public static func encoded(_ pack: Pack, file: String) throws(PackLoadError) -> Data {
        var data = Data()
        try write(pack, file: file) { data.append($0) }
        return data
    }

    /// Gives the file's bytes to `output` piece by piece, in order, each run of items checked before it is given.
    /// When a run has a fault, the whole pack is encoded and read back to name the faults where the file has
    /// them, and `output` has been given only part of the file.
    ///
    /// - Throws: `PackLoadError`, as `encoded(_:file:)`.
    public static func write(
        _ pack: Pack, file: String, runLength: Int = runLength, to output: @escaping (Data) -> Void
    ) throws(PackLoadError) {
        guard pack.count > runLength, hasUniqueIDs(pack.items) else {
            output(try checked(pack, file: file))
            return
        }
        let writer = PackFileWriter(pack, file: file, runLength: runLength, output: output)
        do {
            try writer.append(pack.items, extraFields: pack.extraFields)
            try writer.finish()
        } catch {
            // The whole pack names the faults where its file has them.
            _ = try checked(pack, file: file)
            throw error
        }
    }

    /// The bytes of the pack as a file, unchecked.
    static func bytes(of pack: Pack) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(pack) + Data("\n".utf8)
    }

    /// The bytes of the whole pack as a file, checked.
    static func checked(_ pack: Pack, file: String) throws(PackLoadError) -> Data {
        let bytes: Data
        do {
            bytes = try self.bytes(of: pack)
        } catch {
            let fault = PackFault(file: file, message: "cannot be written as JSON: \(error)")
            throw PackLoadError(file: file, faults: [fault])
        }
        try check(pack, bytes: bytes, file: file)
        return bytes
    }

    /// Checks that `bytes`, the file of `pack`, make a pack that quiz reads: by the reader's rules applied to the
    /// items as they are (`PackReader.faults(of:file:numberedFrom:)`), or, for items with extra fields, which are
    /// JSON the reader must see, by reading the file back. A pack with faults is read back all the same, so that
    /// they are named where the file has them.
    ///
    /// Reading every run back was 43% of `quiz import` of 100,000 GIFT questions (`Scripts/bench import`).
    static func check(_ pack: Pack, bytes: Data, file: String) throws(PackLoadError) {
        guard pack.extraFields.isEmpty else {
            _ = try PackLoader.decode(bytes, file: file)
            return
        }
        let faults = PackReader.faults(of: pack, file: file)
        guard !faults.isEmpty else { return }
        _ = try PackLoader.decode(bytes, file: file)
        throw PackLoadError(file: file, faults: faults)
    }

    /// What a pack's file holds around its items: up to the line break after the `[` of `"items"`, and from the
    /// line break before its `]`, taken from the file of the pack without items.
    struct Frame: Sendable {
        var opening: Data
        var closing: Data
    }

    static func frame(of pack: Pack) throws -> Frame? {
        var empty = pack
        empty.items = run(of: pack, in: 0..<0).items
        let bytes = try self.bytes(of: empty)
        let marker = Data("\"items\" : [\n".utf8)
        guard let found = bytes.firstRange(of: marker) else { return nil }
        return Frame(opening: bytes[..<found.upperBound], closing: bytes[found.upperBound...])
    }

    /// The items of a run as the whole file has them, without the line breaks around them; nil when the run cannot
    /// be written or has a fault.
    static func itemsText(of run: Pack, file: String, frame: Frame) throws -> Data? {
        let bytes = try self.bytes(of: run)
        try check(run, bytes: bytes, file: file)
        let start = frame.opening.count
        let end = bytes.count - frame.closing.count
        guard start < end, bytes.starts(with: frame.opening), bytes.suffix(frame.closing.count) == frame.closing
        else { return nil }
        return bytes.subdata(in: (bytes.startIndex + start)..<(bytes.startIndex + end))
    }

    /// The pack holding only the items in `range`, with their extra fields.
    static func run(of pack: Pack, in range: Range<Int>) -> Pack {
        let items: PackItems =
            switch pack.items {
            case .quiz(let items): .quiz(Array(items[range]))
            case .match(let items): .match(Array(items[range]))
            case .book(let items): .book(Array(items[range]))
            case .film(let items): .film(Array(items[range]))
            case .choice(let items): .choice(Array(items[range]))
            case .fact(let items): .fact(Array(items[range]))
            case .mixed(let items): .mixed(Array(items[range]))
            }
        var extraFields: [Int: ExtraFields] = [:]
        if !pack.extraFields.isEmpty {
            for id in items.ids { extraFields[id] = pack.extraFields[id] }
        }
        return Pack(name: pack.name, title: pack.title, language: pack.language, items: items, extraFields: extraFields)
    }

    /// Whether no two items share an id, which runs checked one by one could not tell.
    private static func hasUniqueIDs(_ items: PackItems) -> Bool {
        var seen = Set<Int>()
        return items.ids.allSatisfy { seen.insert($0).inserted }
    }
}
