import Foundation
import QuizCore

/// The pack file of an import, written a run of items at a time as the files are read, so that only a few runs are
/// in memory: `JSONEncoder` on the whole pack holds a large import many times over, past the memory that
/// `Scripts/bench import` allows an import. Each run is checked by the pack's rules and encoded by `PackFile` as a
/// pack of its own on another core (`EncodedRun`) while the next questions are read, and its items are taken from
/// between their brackets, so that the file is byte for byte what `PackFile.encoded` gives for the whole pack. The
/// file is kept aside until `commit`, and nothing is written over a pack with a fault or over the pack files' limit.
/// An import numbers its items itself, so their ids are not checked across runs.
public final class StreamedPackFile: ImportOutput {
    public let file: URL
    private let limit: FileBytes.Limit
    private var staged: StagedFile?
    private var header: Pack?
    /// The runs being checked and encoded, oldest first, and the items given so far.
    private var inFlight: [EncodedRun] = []
    private var given = 0
    private var written = 0
    private var bytes = 0
    /// What follows the items, from the line of their closing bracket to the end of the file.
    private var tail = Data()
    /// Why the pack cannot be written: the first fault found, or the file that could not be staged.
    private var failure: PackFile.Failure?

    public init(_ file: URL, limit: FileBytes.Limit = .pack) {
        self.file = file
        self.limit = limit
    }

    public func start(_ pack: Pack) {
        staged?.discard()
        staged = nil
        var header = pack
        header.items = .empty(pack.kind)
        self.header = header
        inFlight = []
        given = 0
        written = 0
        bytes = 0
        failure = nil
    }

    /// The runs in flight at once: one a core beside the one reading the next questions.
    private static let runsInFlight = max(ProcessInfo.processInfo.activeProcessorCount - 1, 1)

    public func append(_ items: PackItems) { append(items, from: []) }

    /// The next items; a fault of one names the file and line of its question, when `places` gives them.
    public func append(_ items: PackItems, from places: [(file: String, line: Int)]) {
        guard failure == nil, var run = header, items.count > 0 else { return }
        run.items = items
        inFlight.append(EncodedRun(run, file: file.path, numberedFrom: given + 1, places: places))
        given += run.count
        while failure == nil, inFlight.count > Self.runsInFlight { writeOldest() }
    }

    public func finish() {
        while failure == nil, !inFlight.isEmpty { writeOldest() }
        guard failure == nil, let header else { return }
        guard written > 0 else { return fail(PackChecker.faults(of: header, file: file.path)) }
        write(tail)
    }

    private func writeOldest() {
        let run = inFlight.removeFirst()
        let text: Data
        switch run.result() {
        case .success(let encoded): text = encoded
        case .failure(let error): return fail(error.faults)
        }
        guard let items = Self.items(in: text) else {
            return fail([PackFault(file: file.path, message: "cannot be written as JSON")])
        }
        if written == 0 {
            write(text[..<items.lowerBound])
            tail = text[items.upperBound...]
        } else {
            write(Data(",".utf8))
        }
        write(text[items])
        written += run.count
        guard bytes + tail.count <= limit.bytes else {
            return fail([
                PackFault(
                    file: file.path,
                    message: "would be over the \(limit.bytes >> 20) MiB limit for \(limit.kind) at item \(written); "
                        + "make several smaller packs")
            ])
        }
    }

    /// Puts the file in place, once the import is whole.
    public func commit() throws(PackFile.Failure) {
        if let failure {
            staged?.discard()
            throw failure
        }
        do {
            try staged?.commit()
        } catch {
            throw .cannotWrite(error)
        }
    }

    /// Removes what was written: the import failed, or the file must not be written.
    public func discard() {
        staged?.discard()
    }

    private func write(_ data: Data) {
        if staged == nil {
            do {
                staged = try StagedFile(file)
            } catch {
                failure = .cannotWrite(error)
                return
            }
        }
        staged?.append(data)
        bytes += data.count
    }

    private func fail(_ faults: [PackFault]) {
        failure = .pack(PackLoadError(file: file.path, faults: faults))
        inFlight = []
        staged?.discard()
        staged = nil
    }

    /// The text of the items in a pack's bytes: after the opening bracket of `items`, to the line break before the
    /// file's last bracket at the first level of indentation, which closes them (an imported pack's other members are
    /// texts, and a line break in a text is written `\n`).
    private static func items(in text: Data) -> Range<Data.Index>? {
        guard let opening = text.firstRange(of: Data("\"items\" : [".utf8)),
            let closing = text.range(
                of: Data("\n  ]".utf8), options: .backwards, in: opening.upperBound..<text.endIndex)
        else { return nil }
        return opening.upperBound..<closing.lowerBound
    }
}
