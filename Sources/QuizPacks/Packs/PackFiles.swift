import Foundation
import QuizCore

/// The pictures that packs name by a path beside the pack file (`images/ar.png`): read from each pack's folder, or
/// from the pictures compiled into quiz for the packs compiled into it.
public struct PackFiles: Sendable, Hashable {
    /// The folder of each pack file, by pack name; `BundledContent.builtIn` for a pack compiled into quiz.
    public var folders: [String: URL]

    public init(folders: [String: URL] = [:]) {
        self.folders = folders
    }

    /// The bytes of the picture at `path` beside the pack named `pack`; nil when there is no such pack or picture,
    /// when `path` is not a `PicturePath`, when a symbolic link takes it out of the pack's folder, or when it is not
    /// a regular file of at most `FileBytes.Limit.picture`.
    public func picture(_ path: String, of pack: String) -> Data? {
        guard PicturePath.isValid(path), let folder = folders[pack] else { return nil }
        if folder == BundledContent.builtIn { return BundledContent.builtInPictures[path].map { Data($0) } }
        guard let root = Self.realPath(folder.path), let file = Self.realPath(folder.appendingPathComponent(path).path),
            file.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        else { return nil }
        return try? FileBytes.read(file, limit: .picture)
    }

    /// The path with every symbolic link followed, as `realpath(3)` gives it; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
