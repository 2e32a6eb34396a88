import Foundation
import QuizKit

/// The rotation of each pack, kept across sessions in `rotation.json` of the data folder, so that the next game
/// starts with the questions played least recently.
struct RotationStore {
    let file: URL
    private var rotations: [String: Rotation]?

    init(directories: XDGDirectories) {
        file = directories.data.appendingPathComponent("rotation.json")
    }

    mutating func rotation(for pack: String) -> Rotation {
        loadIfNeeded()
        return rotations?[pack] ?? Rotation()
    }

    mutating func set(_ rotation: Rotation, for pack: String) {
        loadIfNeeded()
        rotations?[pack] = rotation
    }

    /// Writes the file atomically; returns why it failed, if it did.
    func save() -> String? {
        guard let rotations else { return nil }
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(rotations).write(to: file, options: .atomic)
            return nil
        } catch {
            return "\(file.path): \(error.localizedDescription)"
        }
    }

    /// A missing or damaged file starts every pack afresh.
    private mutating func loadIfNeeded() {
        guard rotations == nil else { return }
        rotations = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode([String: Rotation].self, from: $0) } ?? [:]
    }
}
