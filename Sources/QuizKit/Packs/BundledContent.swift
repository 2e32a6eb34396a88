import Foundation

/// Finds the packs that ship with quiz.
///
/// `QUIZ_CONTENT` names the folder when set. Otherwise the folders above the running executable are searched for
/// `Content/` (a checkout: `.build/release/quiz` finds the repository's `Content/`), then `../share/quiz/Content`
/// beside an installed binary.
public enum BundledContent {
    public static let folder: URL? = locate(
        environment: ProcessInfo.processInfo.environment,
        executable: Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
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
