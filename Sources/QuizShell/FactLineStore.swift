import Foundation
import QuizKit

/// The line of facts of each pack, kept across sessions in `facts.json` of the data folder: a small file, replaced
/// whole at each save (see `AtomicFile`).
struct FactLineStore {
    let file: URL
    private var lines: [String: FactLine]?

    init(directories: XDGDirectories) {
        file = directories.data.appendingPathComponent("facts.json")
    }

    mutating func line(for pack: String) -> FactLine {
        loadIfNeeded()
        return lines?[pack] ?? FactLine()
    }

    /// Keeps `line` and writes the file; returns why it could not be written, if it could not.
    mutating func save(_ line: FactLine, for pack: String) -> AtomicFile.WriteError? {
        loadIfNeeded()
        lines?[pack] = line
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try AtomicFile.replace(file, with: try encoder.encode(lines ?? [:]))
            return nil
        } catch let error as AtomicFile.WriteError {
            return error
        } catch {
            return AtomicFile.WriteError(file: file, reason: FileFailure.reason(error))
        }
    }

    /// A missing or damaged file starts every line afresh.
    private mutating func loadIfNeeded() {
        guard lines == nil else { return }
        lines =
            (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode([String: FactLine].self, from: $0) }
            ?? [:]
    }
}
