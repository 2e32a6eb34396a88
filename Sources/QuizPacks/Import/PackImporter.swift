import Foundation
import QuizCore

/// Turns teachers' question files into packs: each file read in its format, each question made the item of the
/// kind that fits it (numbered answers a `choice`, true or false a yes/no `film`-style statement, typed answers a
/// `quiz`): one pack of that kind, or, when the files hold several kinds, one `mixed` pack in their order.
public struct PackImporter: Sendable {
    /// A pack given to an `ImportOutput` as it was made, and the questions left out with why.
    public struct Imported: Sendable {
        /// The pack's name, title, language and kind, without its items.
        public var pack: Pack
        public var count: Int
        public var skipped: [ImportedFile.Skipped]
    }

    /// Why nothing was made: every fault of every file, or a file that could not be read.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var faults: [ImportError]

        public var description: String { faults.map(\.description).joined(separator: "\n") }
    }

    public var format: ImportFormat?
    public var name: String?
    public var language: String
    /// Whether questions with faults are left out (and listed) rather than stopping the import.
    public var skipBad: Bool
    /// The files' character encoding, when they are not UTF-8 and carry no byte-order mark.
    public var encoding: ImportEncoding?

    public init(
        format: ImportFormat? = nil, name: String? = nil, language: String, skipBad: Bool = false,
        encoding: ImportEncoding? = nil
    ) {
        self.format = format
        self.name = name
        self.language = language
        self.skipBad = skipBad
        self.encoding = encoding
    }

    /// The name given, or the first file's.
    public func packName(for paths: [String]) -> String {
        name ?? Self.packName(from: URL(fileURLWithPath: paths.first ?? ""))
    }

    /// Reads the files at `paths` and gives their pack to `output` a run of items at a time as they are read, so
    /// that only a run is in memory; the output is started over when a file of one kind's questions turns out to
    /// hold another kind (see `ImportOutput`). Nothing is finished when any file has a fault, unless `skipBad`.
    public func importFiles(_ paths: [String], into output: inout some ImportOutput) throws(Failure) -> Imported {
        // A name that is no pack name must not reach a path, nor wait for the files to be read to be refused; nor
        // a language that is no language code.
        if let fault = PackChecker.nameFault(packName(for: paths)) {
            throw Failure(faults: [
                ImportError(file: name == nil ? paths.first ?? "" : "--name", line: nil, message: fault)
            ])
        }
        if let fault = PackChecker.languageFault(language) {
            throw Failure(faults: [ImportError(file: "--lang", line: nil, message: fault)])
        }
        if let imported = try importFiles(paths, mixed: false, into: &output) { return imported }
        return try importFiles(paths, mixed: true, into: &output)!
    }

    /// One reading of the files; nil when the pack must be made again as a mixed pack.
    private func importFiles(
        _ paths: [String], mixed: Bool, into output: inout some ImportOutput
    ) throws(Failure) -> Imported? {
        let files = paths.map { URL(fileURLWithPath: $0) }
        let header = Pack(
            name: packName(for: paths), title: Self.title(from: files[0]), language: language, items: .mixed([]))
        var assembly = ImportAssembly(header: header, mixed: mixed, skipBad: skipBad)
        var skipped: [ImportedFile.Skipped] = []
        var faults: [ImportError] = []
        for (file, label) in zip(files, paths) {
            // A file's skips come first, then, with `skipBad`, its faults; a file that cannot be read gives neither.
            // The questions that break a pack rule, left out with `skipBad`, are listed after every file's.
            var fileSkipped: [ImportedFile.Skipped] = []
            var fileFaults: [ImportError] = []
            let fault = read(file, label: label) { run in
                fileSkipped += run.skipped
                fileFaults += run.faults
                // Items are made only while the import can still succeed.
                if faults.isEmpty, skipBad || fileFaults.isEmpty { assembly.add(run.questions, of: label, to: &output) }
            }
            if let fault {
                faults.append(fault)
                continue
            }
            skipped += fileSkipped
            if skipBad {
                skipped += fileFaults.map { .init(file: $0.file, line: $0.line ?? 0, reason: $0.message) }
            } else {
                faults += fileFaults
            }
        }
        guard faults.isEmpty else { throw Failure(faults: faults) }
        guard !assembly.needsMixed else { return nil }
        assembly.finish(output: &output)
        skipped += assembly.skipped
        guard assembly.itemCount > 0 else {
            let reasons = skipped.map { ImportError(file: $0.file, line: $0.line, message: "skipped: \($0.reason)") }
            throw Failure(
                faults: reasons + [
                    ImportError(
                        file: paths.joined(separator: ", "), line: nil,
                        message: "holds no question that quiz can play")
                ])
        }
        return Imported(pack: assembly.pack, count: assembly.itemCount, skipped: skipped)
    }

    /// Reads one file, giving `take` its questions, skips and faults a run at a time; the fault if it cannot be read.
    private func read(_ file: URL, label: String, _ take: (ImportedFile) -> Void) -> ImportError? {
        do {
            if try streamGIFT(file, label: label, take) { return nil }
            let text = try Self.text(of: file, label: label, encoding: encoding)
            var read = try Self.read(Self.normalized(text), file: label, format: format)
            // A question of any format is held to the length of a GIFT one.
            let tooLong = { (question: ImportedQuestion) in question.question.utf8.count > GIFTBlocks.maximumLength }
            read.faults += read.questions.filter(tooLong).map {
                ImportError(file: label, line: $0.line, message: GIFTStream.tooLongFault)
            }
            read.questions.removeAll(where: tooLong)
            take(read)
            return nil
        } catch {
            return error
        }
    }

    /// Reads a GIFT file in UTF-8 a piece at a time, each piece's questions read as it comes, so that the file is
    /// never whole in memory; false when it leaves the file to be read whole, which names the faults as for any file:
    /// a file whose encoding or format its first piece does not tell, or with a byte that is not UTF-8.
    private func streamGIFT(_ file: URL, label: String, _ take: (ImportedFile) -> Void) throws(ImportError) -> Bool {
        guard encoding == nil || encoding == .utf8, format == nil || format == .gift else { return false }
        var stream: GIFTStream?
        var refused = false
        do {
            _ = try FileBytes.forEachLines(file.path, limit: .importFile, size: Self.pieceSize) { piece in
                var piece = piece
                if stream == nil {
                    let utf8 = encoding != nil || ImportEncoding.guess(piece) == .utf8
                    if piece.starts(with: [0xEF, 0xBB, 0xBF]) { piece = UnsafeBufferPointer(rebasing: piece[3...]) }
                    if utf8, isGIFT(piece, label: label) { stream = GIFTStream(file: label) }
                }
                guard stream != nil, (try? UTF8Span(validating: piece.span)) != nil else {
                    refused = true
                    return false
                }
                stream!.feed(piece, take)
                return true
            }
        } catch {
            throw ImportError(file: label, line: nil, message: "cannot be read: \(error.reason)")
        }
        guard !refused, var stream else { return false }
        stream.finish(take)
        return true
    }

    /// The bytes of a GIFT file read at a time: a few runs of questions, not most of the import's memory.
    private static let pieceSize = 64 * 1024

    /// Whether a file whose text starts with `start` is GIFT: given so, or named `.gift` without starting as Open
    /// Trivia DB's JSON does, as `ImportFormat.guess` tells.
    private func isGIFT(_ start: UnsafeBufferPointer<UInt8>, label: String) -> Bool {
        if format == .gift { return true }
        guard label.lowercased().hasSuffix(".gift") else { return false }
        for byte in start {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: continue
            // Text that may open with other white space is left to the guess.
            case UInt8(ascii: "{"), 0x80...: return false
            default: return true
            }
        }
        return false
    }

    private static func text(of file: URL, label: String, encoding: ImportEncoding?) throws(ImportError) -> String {
        let data: Data
        do {
            data = try FileBytes.read(file.path, limit: .importFile)
        } catch {
            throw ImportError(file: label, line: nil, message: "cannot be read: \(error.reason)")
        }
        return try ImportEncoding.text(of: data, file: label, encoding: encoding)
    }

    /// The questions of `text` in `format`, or in the format its name and contents suggest.
    static func read(_ text: String, file: String, format: ImportFormat?) throws(ImportError) -> ImportedFile {
        if ImportFormat.isMoodleXML(text) {
            throw ImportError(
                file: file, line: nil,
                message: "is Moodle XML, which quiz does not import; export the questions from Moodle as GIFT or "
                    + "Aiken, or give a file in GIFT, Aiken, Anki text, Open Trivia DB JSON or CSV")
        }
        guard let format = format ?? ImportFormat.guess(fileName: file, text: text) else {
            throw ImportError(
                file: file, line: nil,
                message: "the format cannot be told from the file; give it with --format "
                    + ImportFormat.allCases.map(\.rawValue).joined(separator: "|"))
        }
        return switch format {
        case .gift: GIFTReader.read(text, file: file)
        case .aiken: AikenReader.read(text, file: file)
        case .anki: AnkiReader.read(text, file: file)
        case .opentdb: OpenTDBReader.read(text, file: file)
        case .csv: CSVReader.read(text, file: file)
        }
    }

    /// The text with `\n` line breaks only, and without a byte-order mark.
    static func normalized(_ text: String) -> String {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        guard text.withUTF8({ $0.contains(UInt8(ascii: "\r")) }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// A pack name from a file name: `Capitales de Europa.gift` gives `capitales-de-europa`.
    static func packName(from file: URL) -> String {
        let folded = TextMatching.folded(file.deletingPathExtension().lastPathComponent)
        var name = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "imported" : name
    }

    private static func title(from file: URL) -> String {
        let base = file.deletingPathExtension().lastPathComponent
        return base.isEmpty ? "Imported questions" : base
    }
}
