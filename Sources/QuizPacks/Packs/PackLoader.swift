import Foundation
import QuizCore

/// Reads pack files: one file, or every `.json` file of a folder.
public enum PackLoader {
    /// Loads and validates one pack file.
    ///
    /// - Parameters:
    ///   - displayName: how faults name the file; its path by default.
    ///   - pictures: the folder whose pictures the items name by a path are checked, as `quiz validate` does;
    ///     none by default.
    /// - Throws: `PackLoadError` with every fault of the file.
    public static func load(file: URL, displayName: String? = nil, pictures: PictureFolder? = nil)
        throws(PackLoadError) -> Pack
    {
        let name = displayName ?? file.path
        let data: Data
        do {
            data = try FileBytes.read(file.path, limit: .pack)
        } catch {
            let reason = error.reason == "no such file or directory" ? "no such file" : error.reason
            throw PackLoadError(file: name, "cannot be read: \(reason)")
        }
        return try decode(data, file: name, pictures: pictures)
    }

    /// Validates and decodes the contents of a pack file called `file`.
    public static func decode(_ data: Data, file: String, pictures: PictureFolder? = nil) throws(PackLoadError) -> Pack
    {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(PackLoadError) in
                try PackReader.read(raw.assumingMemoryBound(to: UInt8.self), file: file, pictures: pictures)
            }
        }
        return try result.get()
    }

    /// The pack files of a folder, in name order; hidden files are skipped.
    public static func packFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
        )
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
