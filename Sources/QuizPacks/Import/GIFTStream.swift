import QuizCore

/// GIFT read from bytes given piece by piece, its questions handed on a run at a time: only a run's blocks and
/// questions are in memory, never the whole file's.
///
/// A question's category depends on the blocks before it; questions stand alone, and a run's are read on every core.
struct GIFTStream {
    /// The blocks read on every core at a time, and the most questions handed on at once: enough that each core's
    /// share costs little more to hand out than to read, few enough that a run's questions and their items stay
    /// a few hundred kilobytes.
    static let runLength = 256

    private let file: String
    private var blocks = GIFTBlocks()
    private var category: String?
    /// The questions not read yet; a text too long to read is nil.
    private var pending: [(line: Int, text: String?, category: String?)] = []

    init(file: String) {
        self.file = file
    }

    /// Reads the next piece of the file, UTF-8 text, giving `body` each run of questions, skips and faults it
    /// completes as soon as it is read.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (ImportedFile) -> Void) {
        var blocks = GIFTBlocks()
        swap(&blocks, &self.blocks)
        defer { swap(&blocks, &self.blocks) }
        blocks.forEachBlock(in: bytes) { line, text in
            if let run = take(line: line, text: text) { body(run) }
        }
    }

    /// Reads what is left once every piece is given, giving `body` the last runs.
    mutating func finish(_ body: (ImportedFile) -> Void) {
        var blocks = GIFTBlocks()
        swap(&blocks, &self.blocks)
        defer { swap(&blocks, &self.blocks) }
        blocks.finish { line, text in
            if let run = take(line: line, text: text) { body(run) }
        }
        if !pending.isEmpty { body(readPending()) }
    }

    private mutating func take(line: Int, text: String?) -> ImportedFile? {
        let source = text?.trimmed
        if let source, source.hasPrefix("$CATEGORY:") {
            let path = source.dropFirst("$CATEGORY:".count).trimmed
            // An empty path leaves the questions after it without a category.
            category = path.split(separator: "/").last.map(String.init)
            return nil
        }
        pending.append((line, source, category))
        return pending.count == Self.runLength ? readPending() : nil
    }

    static let tooLongFault =
        "the question is longer than \(GIFTBlocks.maximumLength >> 20) MiB, the most quiz imports of one question; "
        + "shorten it, or split it into several"

    private mutating func readPending() -> ImportedFile {
        let outcomes = pending.concurrentMap { block in
            Result { () throws(GIFTReader.Omission) in
                guard let text = block.text else { throw .fault(Self.tooLongFault) }
                return try GIFTReader.question(in: GIFTText(text), category: block.category, line: block.line)
            }
        }
        var run = ImportedFile()
        run.questions.reserveCapacity(pending.count)
        for (block, outcome) in zip(pending, outcomes) {
            switch outcome {
            case .success(let question): run.questions.append(question)
            case .failure(.skipped(let reason)): run.skipped.append(.init(file: file, line: block.line, reason: reason))
            case .failure(.fault(let message)):
                run.faults.append(ImportError(file: file, line: block.line, message: message))
            }
        }
        pending.removeAll(keepingCapacity: true)
        return run
    }
}
