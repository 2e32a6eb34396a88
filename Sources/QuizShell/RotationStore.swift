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

    /// Writes the file whole: to a temporary file beside it, renamed over it, so that a reader never sees half of
    /// it. There is no `fsync` (which `Data.write` calls), as it would cost more than the rest of a game in a
    /// script: after a crash the file may be lost, and a lost file only starts every pack afresh. Returns why it
    /// failed, if it did.
    mutating func save() -> String? {
        guard let rotations else { return nil }
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".rotation-\(UUID().uuidString).json")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var data = Data("{".utf8)
            for pack in rotations.keys.sorted() {
                if encoded[pack] == nil { encoded[pack] = try Self.encoder.encode(rotations[pack]) }
                if data.count > 1 { data += Data(",".utf8) }
                data += try Self.encoder.encode(pack) + Data(":".utf8) + (encoded[pack] ?? Data())
            }
            data += Data("}".utf8)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                return "\(temporary.path): \(String(cString: strerror(errno)))"
            }
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return "\(file.path): \(error.localizedDescription)"
        }
        guard rename(temporary.path, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            return "\(file.path): \(reason)"
        }
        return nil
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
