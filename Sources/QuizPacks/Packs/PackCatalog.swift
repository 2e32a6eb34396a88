import Foundation
import QuizCore

/// The packs a player can choose from: the bundled packs, then the user's own, where a user pack overrides the
/// bundled pack of the same name. In one folder the first file of a name is read, and a later one is a fault.
///
/// Nothing is read until `load()` is called, so that start-up stays fast.
public struct PackCatalog: Sendable {
    /// The folders to read, lowest priority first.
    public var folders: [URL]

    public init(folders: [URL]) {
        self.folders = folders
    }

    /// The bundled packs and the user's packs folder.
    public static func standard(directories: XDGDirectories = XDGDirectories()) -> PackCatalog {
        PackCatalog(folders: [BundledContent.folderOrBuiltIn, directories.userPacks])
    }

    /// What loading a catalogue found: the good packs by name, and the faults of the bad files.
    public struct Contents: Sendable {
        public var packs: [Pack]
        public var errors: [PackLoadError]
        /// Where each pack was found, by name, as `PackSummary.origin` says it.
        public var origins: [String: String] = [:]
        /// The pictures beside each pack file.
        public var files = PackFiles()

        public func pack(named name: String) -> Pack? { packs.first { $0.name == name } }
    }

    /// Reads every pack file of every folder; a missing folder is skipped.
    public func load() -> Contents {
        var byName: [String: Pack] = [:]
        var errors: [PackLoadError] = []
        var origins: [String: String] = [:]
        var packFolders: [String: URL] = [:]
        for folder in folders {
            let origin = Self.origin(of: folder)
            // The file each name was first read from in this folder: a later file of the same name is a fault.
            var fileOfName: [String: String] = [:]
            func keep(_ file: String, _ read: () throws(PackLoadError) -> Pack) {
                do throws(PackLoadError) {
                    let pack = try read()
                    if let earlier = fileOfName[pack.name] {
                        throw PackLoadError.sameName(pack.name, file: file, earlier: earlier)
                    }
                    fileOfName[pack.name] = file
                    byName[pack.name] = pack
                    origins[pack.name] = origin
                    packFolders[pack.name] = folder
                } catch {
                    errors.append(error)
                }
            }
            if folder == BundledContent.builtIn {
                for file in BundledContent.builtInFiles {
                    keep(file.name) { () throws(PackLoadError) in try PackReader.read(file.bytes, file: file.name) }
                }
            } else if let files = try? PackLoader.packFiles(in: folder) {
                for file in files { keep(file.path) { () throws(PackLoadError) in try PackLoader.load(file: file) } }
            }
        }
        return Contents(
            packs: byName.values.sorted { $0.name < $1.name }, errors: errors, origins: origins,
            files: PackFiles(folders: packFolders))
    }

    /// `bundled`, `user` or the folder's name.
    static func origin(of folder: URL) -> String {
        let path = folder.standardizedFileURL.path
        if folder == BundledContent.builtIn || path == BundledContent.folder?.standardizedFileURL.path {
            return "bundled"
        }
        if path == XDGDirectories().userPacks.standardizedFileURL.path { return "user" }
        return folder.lastPathComponent
    }
}
