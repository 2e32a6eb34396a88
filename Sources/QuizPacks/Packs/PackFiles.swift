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
    /// or when `path` is not a `PicturePath`.
    public func picture(_ path: String, of pack: String) -> Data? {
        guard PicturePath.isValid(path), let folder = folders[pack] else { return nil }
        if folder == BundledContent.builtIn { return BundledContent.builtInPicture(path) }
        return try? Data(contentsOf: folder.appendingPathComponent(path))
    }
}
