import Foundation
import QuizCore

/// An imported pack written to a temporary file beside its pack file as its items come, checked a run at a time by
/// `PackFileWriter`, and put in place by `commit` once the import has succeeded.
public final class StagedPackFile: ImportOutput {
    /// Why the pack file could not be written.
    public enum Failure: Error, Sendable {
        /// The temporary file could not be made or written.
        case cannotWrite(AtomicFile.WriteError)
        /// The pack's items have a fault.
        case pack(PackLoadError)
    }

    public let file: URL
    /// Whether anything is written at all: an import that is bound to be refused is only read, for its faults.
    private let writing: Bool
    private var stage: StagedFile?
    private var writer: PackFileWriter?
    /// The first failure; nothing is written after it.
    public private(set) var failure: Failure?

    public init(_ file: URL, writing: Bool = true) {
        self.file = file
        self.writing = writing
    }

    public func start(_ pack: Pack) {
        stage?.discard()
        stage = nil
        writer = nil
        // The pack started over is made of new items; a file that could not be made stays so.
        if case .pack = failure { failure = nil }
        guard writing, failure == nil else { return }
        do {
            let stage = try StagedFile(file)
            self.stage = stage
            writer = PackFileWriter(pack, file: file.path) { stage.append($0) }
        } catch {
            failure = .cannotWrite(error)
        }
    }

    public func append(_ items: PackItems) {
        guard failure == nil, let writer else { return }
        do {
            try writer.append(items)
        } catch {
            fail(.pack(error))
        }
    }

    public func finish() {
        guard failure == nil, let writer else { return }
        do {
            try writer.finish()
        } catch {
            fail(.pack(error))
        }
    }

    /// Puts the pack file in place.
    public func commit() throws(AtomicFile.WriteError) {
        guard let stage else { throw AtomicFile.WriteError(file: file, reason: "it was not written") }
        try stage.commit()
    }

    private func fail(_ failure: Failure) {
        self.failure = failure
        stage?.discard()
        stage = nil
        writer = nil
    }
}
