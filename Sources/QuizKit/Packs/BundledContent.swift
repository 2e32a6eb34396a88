import Foundation

/// Finds the packs that ship with quiz.
///
/// `QUIZ_CONTENT` names the folder when set. Otherwise the folders above the running executable are searched for
/// `Content/` (a checkout: `.build/release/quiz` finds the repository's `Content/`), then `../share/quiz/Content`
/// beside an installed binary. When there is none, the packs compiled into the executable are played: a catalogue
/// names them by `builtIn`, the executable's own path.
public enum BundledContent {
    /// Stands for the packs compiled into quiz among a catalogue's folders: the path of the running executable.
    public static let builtIn = URL(
        fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "quiz")

    /// The bundled packs' folder, or else `builtIn`.
    public static var folderOrBuiltIn: URL { folder ?? builtIn }

    /// The pack files compiled into quiz, by file name, in name order.
    static var builtInFiles: [(name: String, bytes: [UInt8])] {
        embeddedPackFiles.map { ($0.name, Array($0.text.utf8)) }
    }

    /// The picture compiled into quiz at `path` under `Content/` (`images/ar.png`), if any.
    static func builtInPicture(_ path: String) -> Data? {
        embeddedPictureFiles.first { $0.path == path }.flatMap { Data(base64Encoded: $0.base64) }
    }

    public static let folder: URL? = locate(
        environment: ProcessInfo.processInfo.environment,
        executable: builtIn
    )

    static func locate(environment: [String: String], executable: URL) -> URL? {
        if let path = environment["QUIZ_CONTENT"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let manager = FileManager.default
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in ["Content", "share/quiz/Content"] {
                let url = folder.appendingPathComponent(candidate, isDirectory: true)
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return url }
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
