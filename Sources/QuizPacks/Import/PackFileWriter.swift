import Foundation
import QuizCore

/// A pack file written as its items come, in the bytes `PackFile` gives for the whole pack: items are encoded and
/// checked in runs, a few runs a core at a time, and given to `output` in order, so that only the runs not yet
/// written are in memory, never the whole pack.
///
/// A pack of at most one run's items is encoded and checked whole, as `PackFile.encoded(_:file:)` does.
public final class PackFileWriter {
    private let header: Pack
    private let file: String
    private let runLength: Int
    private let output: (Data) -> Void
    /// The runs of items not written yet, each a pack of its own.
    private var pending: [Pack] = []
    private var pendingCount = 0
    /// The items written so far, and their ids, which must not repeat.
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

    /// The runs encoded at once: one a core, so that few runs' trees and bytes are in memory together.
    private static let group = max(ProcessInfo.processInfo.activeProcessorCount, 2)

    /// Adds items of the pack's kind after those given before, with the extra fields of their ids.
    ///
    /// - Throws: `PackLoadError` when an id repeats one given before, or when a run has a fault.
    public func append(_ items: PackItems, extraFields: [Int: ExtraFields] = [:]) throws(PackLoadError) {
        let items = Pack(
            name: header.name, title: header.title, language: header.language, items: items,
            extraFields: extraFields)
        for start in stride(from: 0, to: items.count, by: runLength) {
            let run = PackFile.run(of: items, in: start..<min(start + runLength, items.count))
            pending.append(run)
            pendingCount += run.count
        }
        if pending.count >= Self.group, written + pendingCount > runLength { try writePending() }
    }

    /// Writes what is left and the end of the file.
    ///
    /// - Throws: `PackLoadError`, as `append`.
    public func finish() throws(PackLoadError) {
        if written == 0, pendingCount <= runLength {
            var whole = header
            whole.items = .joined(pending.map(\.items), kind: header.kind)
            whole.extraFields = pending.reduce(into: [:]) { $0.merge($1.extraFields) { first, _ in first } }
            pending = []
            output(try PackFile.checked(whole, file: file))
            return
        }
        try writePending()
        guard let frame else { return }
        output(frame.closing)
    }

    private func writePending() throws(PackLoadError) {
        guard !pending.isEmpty else { return }
        let frame: PackFile.Frame
        if let opened = self.frame { frame = opened } else { frame = try opening() }
        for run in pending {
            for id in run.items.ids {
                guard !ids.contains(id) else {
                    let fault = PackFault(
                        file: file, message: "duplicate id \(id); ids must be unique in a pack")
                    throw PackLoadError(file: file, faults: [fault])
                }
                ids.insert(id)
            }
        }
        let runs = pending
        pending = []
        pendingCount = 0
        for first in stride(from: 0, to: runs.count, by: Self.group) {
            let parts = Array(runs[first..<min(first + Self.group, runs.count)]).concurrentMap { [file] run in
                try? PackFile.itemsText(of: run, file: file, frame: frame)
            }
            for (part, run) in zip(parts, runs[first...]) {
                guard let part else { throw faults(of: run) }
                if written > 0 { output(Data(",\n".utf8)) }
                output(part)
                written += run.count
            }
        }
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
