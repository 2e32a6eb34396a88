import Foundation
import QuizKit

/// The rotation of each pack, kept across sessions in `rotation.json` of the data folder, so that the next game
/// starts with the questions played least recently.
struct RotationStore {
    let file: URL
    private var rotations: [String: Rotation]?
    /// Each pack's rotation as JSON, kept so that a save encodes only the packs that changed since the last one.
    private var encoded: [String: Data] = [:]

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
        encoded[pack] = nil
    }

    /// Writes the file whole (see `AtomicFile`); returns why it failed, if it did.
    mutating func save() -> AtomicFile.WriteError? {
        guard let rotations else { return nil }
        var data = Data("{".utf8)
        do {
            for pack in rotations.keys.sorted() {
                if encoded[pack] == nil { encoded[pack] = try Self.encoder.encode(rotations[pack]) }
                if data.count > 1 { data += Data(",".utf8) }
                data += try Self.encoder.encode(pack) + Data(":".utf8) + (encoded[pack] ?? Data())
            }
        } catch {
            return AtomicFile.WriteError(file: file, reason: FileFailure.reason(error))
        }
        data += Data("}".utf8)
        do {
            try AtomicFile.replace(file, with: data)
            return nil
        } catch {
            return error
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// A missing or damaged file starts every pack afresh.
    private mutating func loadIfNeeded() {
        guard rotations == nil else { return }
        rotations =
            (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode([String: Rotation].self, from: $0) }
            ?? [:]
    }
}
