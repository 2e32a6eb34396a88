import Foundation
import QuizCore

/// What `quiz validate` checks: files and folders of packs, each pack good or with its faults.
public enum PackValidation {
    public enum Outcome: Sendable {
        case good(Pack, file: String)
        case bad(PackLoadError)
    }

    /// No path was given and none of the catalogue's folders exists, so there is nothing to check.
    public struct NoPackFolder: Error, Sendable, Hashable, CustomStringConvertible {
        public var folders: [String]

        public var description: String {
            let looked =
                folders.isEmpty ? "there is no folder to look in" : "looked in " + folders.joined(separator: ", ")
            return "no pack folder found; \(looked); give a pack file or folder to check, "
                + "or set QUIZ_CONTENT to the folder of the bundled packs"
        }
    }

    /// Validates each path (a pack file or a folder of them), or the catalogue's folders that exist when nil.
    /// `pictureFault` says what is wrong with the bytes of a picture beside a pack, as play would find it.
    ///
    /// - Throws: `NoPackFolder` when `paths` is nil and none of the catalogue's folders exists.
    public static func validate(
        paths: [String]?, catalog: PackCatalog = .standard(),
        pictureFault: @escaping @Sendable (Data) -> String? = { _ in nil }
    ) throws(NoPackFolder) -> [Outcome] {
        let folders = catalog.folders.map(\.path)
        let targets = paths ?? folders.filter { FileManager.default.fileExists(atPath: $0) }
        if paths == nil && targets.isEmpty { throw NoPackFolder(folders: folders) }
        var outcomes: [Outcome] = []
        for path in targets {
            if path == BundledContent.builtIn.path {
                outcomes += BundledContent.builtInFiles.map { file in
                    outcome(named: "\(path) (built in): \(file.name)") { name throws(PackLoadError) in
                        try PackReader.read(
                            file.bytes, file: name, pictures: PictureFolder(BundledContent.builtIn, fault: pictureFault)
                        )
                    }
                }
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                outcomes.append(.bad(PackLoadError(file: path, "no such file or folder")))
                continue
            }
            guard isFolder.boolValue else {
                let file = URL(fileURLWithPath: path)
                outcomes.append(
                    outcome(named: path) { name throws(PackLoadError) in
                        try PackLoader.load(
                            file: file, displayName: name,
                            pictures: PictureFolder(file.deletingLastPathComponent(), fault: pictureFault))
                    })
                continue
            }
            outcomes += validateFolder(path, pictureFault: pictureFault)
        }
        return outcomes
    }

    private static func validateFolder(_ path: String, pictureFault: @escaping @Sendable (Data) -> String?)
        -> [Outcome]
    {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        let files: [URL]
        do {
            files = try PackLoader.packFiles(in: folder)
        } catch {
            return [.bad(PackLoadError(file: path, "cannot be read"))]
        }
        guard !files.isEmpty else { return [.bad(PackLoadError(file: path, "holds no pack files (*.json)"))] }
        var firstFile: [String: String] = [:]
        return files.map { file in
            let name = (path as NSString).appendingPathComponent(file.lastPathComponent)
            let result = outcome(named: name) { name throws(PackLoadError) in
                try PackLoader.load(
                    file: file, displayName: name, pictures: PictureFolder(folder, fault: pictureFault))
            }
            guard case .good(let pack, _) = result else { return result }
            if let earlier = firstFile[pack.name] { return .bad(.sameName(pack.name, file: name, earlier: earlier)) }
            firstFile[pack.name] = name
            return result
        }
    }

    /// The pack that `read` reads from the file named `name`, or its faults.
    private static func outcome(named name: String, _ read: (String) throws(PackLoadError) -> Pack) -> Outcome {
        do {
            return .good(try read(name), file: name)
        } catch {
            return .bad(error)
        }
    }
}
