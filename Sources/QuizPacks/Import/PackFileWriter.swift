import Foundation
import QuizCore

/// A pack file written as its items come, in the bytes `PackFile` gives for the whole pack: items are encoded and
/// checked in runs, each run on another core as soon as it is made (`PackFileRun`), while the caller makes the next
/// items, and given to `output` in order. At most one run a core is in flight: `append` waits for the oldest before
/// it starts another, so that only those runs are in memory, never the whole pack.
///
/// A pack of at most one run's items is encoded and checked whole, as `PackFile.encoded(_:file:)` does.
public final class PackFileWriter {
    private let header: Pack
    private let file: String
    private let runLength: Int
    private let output: (Data) -> Void
    /// The runs not started yet, while the pack may still be a single run written whole.
    private var pending: [Pack] = []
    private var pendingCount = 0
    /// The runs being encoded, oldest first.
    private var inFlight: [PackFileRun] = []
    private var inFlightCount = 0
    /// The items written so far, and the ids of the items started, which must not repeat.
    private var written = 0
    private var ids = IndexSet()
    private var frame: PackFile.Frame?

    /// A writer of the pack `header` names, whose items are given later with `append`; its own items are ignored.
    public init(
        _ header: Pack, file: String, runLength: Int = PackFile.runLength, output: @escaping (Data) -> Void
    ) {
        var header = header
        header.items = .empty(header.kind)
        header.extraFields = [:]
        self.header = header
        self.file = file
        self.runLength = runLength
        self.output = output
    }

    /// The runs in flight at once: one a core, two at least so that a run is encoded while the next is made.
    private static let runsInFlight = max(ProcessInfo.processInfo.activeProcessorCount, 2)

    /// Adds items of the pack's kind after those given before, with the extra fields of their ids.
    ///
    /// - Throws: `PackLoadError` when an id repeats one given before, or when a run has a fault: the first run in
    ///   the file's order that has one, which may be a run given before.
    public func append(_ items: PackItems, extraFields: [Int: ExtraFields] = [:]) throws(PackLoadError) {
        let items = Pack(
            name: header.name, title: header.title, language: header.language, items: items,
            extraFields: extraFields)
        for start in stride(from: 0, to: items.count, by: runLength) {
            let run = PackFile.run(of: items, in: start..<min(start + runLength, items.count))
            pending.append(run)
            pendingCount += run.count
        }
        if written + inFlightCount + pendingCount > runLength { try startPending() }
    }

    /// Writes what is left and the end of the file.
    ///
    /// - Throws: `PackLoadError`, as `append`.
    public func finish() throws(PackLoadError) {
        if frame == nil, pendingCount <= runLength {
            var whole = header
            whole.items = .joined(pending.map(\.items), kind: header.kind)
            whole.extraFields = pending.reduce(into: [:]) { $0.merge($1.extraFields) { first, _ in first } }
            pending = []
            output(try PackFile.checked(whole, file: file))
            return
        }
        try startPending()
        while !inFlight.isEmpty { try writeOldest() }
        guard let frame else { return }
        output(frame.closing)
    }

    /// Starts encoding the pending runs, writing the oldest runs in flight first when there are too many.
    private func startPending() throws(PackLoadError) {
        guard !pending.isEmpty else { return }
        let frame: PackFile.Frame
        if let opened = self.frame { frame = opened } else { frame = try opening() }
        let runs = pending
        pending = []
        pendingCount = 0
        for run in runs {
            if let id = run.items.ids.first(where: { !ids.insert($0).inserted }) {
                // The runs before it come first in the file, and so do their faults.
                while !inFlight.isEmpty { try writeOldest() }
                let fault = PackFault(file: file, message: "duplicate id \(id); ids must be unique in a pack")
                throw PackLoadError(file: file, faults: [fault])
            }
            if inFlight.count == Self.runsInFlight { try writeOldest() }
            inFlight.append(PackFileRun(run, file: file, frame: frame))
            inFlightCount += run.count
        }
    }

    /// Waits for the oldest run in flight and writes it.
    private func writeOldest() throws(PackLoadError) {
        let run = inFlight.removeFirst()
        inFlightCount -= run.items.count
        guard let text = run.text() else {
            inFlight = []
            throw faults(of: run.items)
        }
        if written > 0 { output(Data(",\n".utf8)) }
        output(text)
        written += run.items.count
    }

    /// The start of the file, written before the first run.
    private func opening() throws(PackLoadError) -> PackFile.Frame {
        guard let frame = try? PackFile.frame(of: header) else {
            let fault = PackFault(file: file, message: "cannot be written as JSON: its items' array was not found")
            throw PackLoadError(file: file, faults: [fault])
        }
        output(frame.opening)
        self.frame = frame
        return frame
    }

    /// The faults of a run that has one, each item numbered by its place in the whole pack.
    private func faults(of run: Pack) -> PackLoadError {
        do {
            _ = try PackFile.checked(run, file: file)
        } catch {
            var error = error
            for index in error.faults.indices {
                error.faults[index].position = nil
                error.faults[index].item?.number += written
            }
            return error
        }
        let fault = PackFault(
            file: file, message: "cannot be written as JSON: a run of its items did not encode as the pack")
        return PackLoadError(file: file, faults: [fault])
    }
}
