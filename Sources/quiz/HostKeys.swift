import Foundation
import QuizCore

/// The host keys of the rooms this user's `quiz host` opened and has not seen end, kept in the state folder
/// (`hosted-rooms/PIN`, mode 0600: the key, then the server's address), so that `quiz host --resume PIN` takes a room
/// back after its terminal was closed, or its connection could not come back.
enum HostKeys {
    /// A room's key and the address of its server.
    struct Kept: Hashable {
        var key: String
        var source: String
    }

    static func keep(_ kept: Kept, pin: String) {
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = folder.appendingPathComponent(pin)
        unlink(file.path)
        _ = writeNewPrivateFile(file, kept.key + "\n" + kept.source + "\n")
    }

    /// The kept key of room `pin`; nil when this user's `quiz host` did not open it, or saw it end.
    static func kept(pin: String) -> Kept? {
        guard pin.allSatisfy(\.isNumber),
            let text = try? String(contentsOf: folder.appendingPathComponent(pin), encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 2 else { return nil }
        return Kept(key: lines[0], source: lines[1])
    }

    static func forget(pin: String) {
        unlink(folder.appendingPathComponent(pin).path)
    }

    private static var folder: URL {
        XDGDirectories().state.appendingPathComponent("hosted-rooms", isDirectory: true)
    }
}
