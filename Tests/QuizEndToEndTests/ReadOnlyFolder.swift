import Foundation
import QuizTestSupport

/// Makes a folder read-only for every process of this user: by its mode, or for root, whom modes do not stop, by the
/// immutable attribute (`chattr +i`).
enum ReadOnlyFolder {
    /// Whether a folder can be made read-only here: false for root without the right to set the attribute.
    static let canBeMade: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else {
            return false
        }
        defer { try? FileManager.default.removeItem(at: probe) }
        make(probe)
        defer { undo(probe) }
        return !FileManager.default.createFile(atPath: probe.appendingPathComponent("x").path, contents: nil)
    }()

    static func make(_ folder: URL) {
        if getuid() == 0 {
            chattr("+i", folder)
        } else {
            chmod(folder.path, 0o555)
        }
    }

    static func undo(_ folder: URL) {
        if getuid() == 0 {
            chattr("-i", folder)
        } else {
            chmod(folder.path, 0o755)
        }
    }

    private static func chattr(_ change: String, _ folder: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", change, folder.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.start()) != nil else { return }
        process.waitUntilExit()  // chattr takes a millisecond
    }
}
