import QuizCore

@testable import QuizPacks

/// The pack an import makes, in memory, for the tests that read imports whole.
struct CollectedPack: ImportOutput {
    private var header: Pack?
    private var parts: [PackItems] = []

    /// The pack, once started.
    var pack: Pack? {
        guard var pack = header else { return nil }
        pack.items = .joined(parts, kind: pack.kind)
        return pack
    }

    mutating func start(_ pack: Pack) {
        header = pack
        parts = []
    }

    mutating func append(_ items: PackItems) { parts.append(items) }

    mutating func finish() {}
}

extension PackImporter {
    /// The packs made, and the questions left out with why.
    struct Outcome {
        var packs: [Pack]
        var skipped: [ImportedFile.Skipped]
    }

    /// Reads the files at `paths` and makes their pack in memory; nothing is made when any file has a fault, unless
    /// `skipBad`. Faults name each file as its path is given.
    func importFiles(_ paths: [String]) throws(Failure) -> Outcome {
        var collected = CollectedPack()
        let imported = try importFiles(paths, into: &collected)
        return Outcome(packs: collected.pack.map { [$0] } ?? [], skipped: imported.skipped)
    }
}
