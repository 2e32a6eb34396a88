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

    /// The bytes of the picture at `path` beside the pack named `pack`; throws `no such file or directory` when there
    /// is no such pack or picture or `path` is not a `PicturePath`, `outsideFolder` when a symbolic link takes it out
    /// of the pack's folder, and why when it is not a regular file of at most `FileBytes.Limit.picture`.
    public func picture(_ path: String, of pack: String) throws(FileBytes.Failure) -> Data {
        let missing = FileBytes.Failure(reason: FileFailure.posix(ENOENT))
        guard PicturePath.isValid(path), let folder = folders[pack] else { throw missing }
        if folder == BundledContent.builtIn {
            guard let bytes = BundledContent.builtInPictures[path] else { throw missing }
            return Data(bytes)
        }
        guard let root = Self.realPath(folder.path), let file = Self.realPath(folder.appendingPathComponent(path).path)
        else { throw missing }
        guard file.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { throw .init(reason: Self.outsideFolder) }
        return try FileBytes.read(file, limit: .picture)
    }

    public static let outsideFolder = "it is a link that leads out of the pack's folder"

    /// The path with every symbolic link followed, as `realpath(3)` gives it; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
