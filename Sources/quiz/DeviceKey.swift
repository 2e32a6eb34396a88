import Foundation
import QuizClass
import QuizCore

/// The key by which rooms know this user's device, kept in the state folder (`device-key`, mode 0600) as a
/// browser keeps its key in the page's storage: a `quiz join` started again after the last one was lost (a closed
/// terminal, a restarted laptop) takes its name back with every point.
enum DeviceKey {
    /// The kept key, made on first use. When the folder cannot be written, a fresh key for this process alone, so
    /// that joining never fails for it.
    static func kept() -> String {
        let directories = XDGDirectories()
        let file = directories.state.appendingPathComponent("device-key")
        if let key = read(file) { return key }
        let key = RoomHub.randomKey()
        try? FileManager.default.createDirectory(at: directories.state, withIntermediateDirectories: true)
        // When the file is there already, another `quiz join` made it first: its key is the device's.
        return writeNewPrivateFile(file, key + "\n") ? key : read(file) ?? key
    }

    private static func read(_ file: URL) -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let wellFormed = (16...64).contains(key.utf8.count) && key.utf8.allSatisfy { isxdigit(Int32($0)) != 0 }
        return wellFormed ? key : nil
    }
}
