import Foundation
import QuizCore

/// Where edited packs are kept, and how a change is saved: the user's copy of a pack, in the user's packs folder,
/// overrides the pack of the same name in the other folders, which are never written.
///
/// A change is saved under an exclusive lock of the pack (`flock` on a lock file beside it), made to the pack as it
/// is on disk at that moment, read by `PackReader`, so that two processes editing the same pack each see the other's
/// changes; the pack is checked and laid out by `PackFile`, and written atomically (`AtomicFile`). A refused change
/// leaves the file as it was.
public struct PackStore: Sendable {
    /// The folders packs are read from, lowest priority first; never written.
    public var folders: [URL]
    /// The user's packs: where every change goes.
    public var userPacks: URL

    public init(folders: [URL], userPacks: URL) {
        self.folders = folders.filter { $0.standardizedFileURL != userPacks.standardizedFileURL }
        self.userPacks = userPacks
    }

    /// A pack file as found: its bytes, its pack or why it has none, and its URL unless it is compiled into quiz.
    typealias Found = (bytes: [UInt8], pack: Result<Pack, PackStoreError>, file: URL?)

    /// The pack as the player sees it: their copy, else the original.
    public func current(_ name: String) throws(PackStoreError) -> Pack? {
        guard let found = find(name, in: userPacks) ?? findOriginal(name) else { return nil }
        return try found.pack.get()
    }

    /// Applies `edit` to the pack named `name`, as it is on disk now, and saves it in the user's folder.
    ///
    /// - Parameter draft: the pack to start from when none of that name exists yet: a new pack, empty.
    public func apply(_ edit: PackEdit, to name: String, draft: Pack? = nil) throws(PackStoreError) -> SavedEdit {
        try locked(name) { () throws(PackStoreError) -> SavedEdit in
            let own = find(name, in: userPacks)
            let target = own?.file ?? userPacks.appendingPathComponent("\(name).json")
            if case .restore(let file) = edit {
                let pack = try Result { () throws(PackLoadError) in
                    try PackReader.read(Array(file), file: target.path)
                }.mapError(PackStoreError.invalid).get()
                try write(file, to: target)
                return SavedEdit(pack: pack, file: target, undo: .restore(file: file))
            }
            var pack: Pack
            let original = own == nil ? findOriginal(name) : nil
            if let found = own ?? original {
                pack = try found.pack.get()
            } else if let draft {
                pack = draft
                pack.items = .empty(draft.kind)
                pack.extraFields = [:]
            } else {
                throw .noSuchPack(name)
            }
            let (undo, itemID) = try change(&pack, by: edit, file: target)
            if pack.count == 0, case .remove(_, dropsEmptyPack: true) = edit, own != nil {
                try remove(target)
                return SavedEdit(pack: nil, file: target, undo: undo, itemID: itemID)
            }
            let data = try Result { () throws(PackLoadError) in try PackFile.encoded(pack, file: target.path) }
                .mapError(PackStoreError.invalid).get()
            if let original, case .success(let originalPack) = original.pack {
                try copyPictures(of: originalPack, from: original.file?.deletingLastPathComponent())
            }
            try write(data, to: target)
            return SavedEdit(pack: pack, file: target, undo: undo, itemID: itemID, madeCopy: original != nil)
        }
    }

    /// Removes the user's copy of a pack that has an original, which is played again from then on; returns the
    /// original and the change that puts the copy back.
    public func revert(_ name: String) throws(PackStoreError) -> (pack: Pack, undo: PackEdit) {
        try locked(name) { () throws(PackStoreError) -> (pack: Pack, undo: PackEdit) in
            guard let own = find(name, in: userPacks), let file = own.file,
                let original = try? findOriginal(name)?.pack.get()
            else {
                throw .nothingToRevert(name)
            }
            try remove(file)
            return (original, .restore(file: Data(own.bytes)))
        }
    }

    // MARK: Changing the items

    private func change(
        _ pack: inout Pack, by edit: PackEdit, file: URL
    ) throws(PackStoreError) -> (undo: PackEdit, itemID: Int?) {
        let ids = pack.items.ids
        let kindChanged = PackStoreError.file(path: file.path, reason: "it holds \(pack.kind.rawValue) items now")
        switch edit {
        case .insert(let item, _) where item.items.kind != pack.kind: throw kindChanged
        case .replace(let item) where item.items.kind != pack.kind: throw kindChanged
        case .insert(var item, let index):
            if index == nil || ids.contains(item.id) {
                item.items.changeItem(at: 0) { $0.id = (ids.max() ?? 0) + 1 }
            }
            let place = min(index ?? ids.count, ids.count)
            pack.replaceItems(place..<place, with: item)
            return (.remove(id: item.id, dropsEmptyPack: ids.isEmpty), item.id)
        case .replace(let item):
            guard let index = ids.firstIndex(of: item.id) else { throw .noSuchItem(id: item.id) }
            let old = pack.item(at: index)
            pack.replaceItems(index..<index + 1, with: item)
            return (.replace(old), item.id)
        case .remove(let id, _):
            guard let index = ids.firstIndex(of: id) else { throw .noSuchItem(id: id) }
            let old = pack.item(at: index)
            pack.replaceItems(index..<index + 1, with: nil)
            return (.insert(item: old, at: index), id)
        case .restore:
            return (edit, nil)
        }
    }

    // MARK: Files

    /// The pack file named `name` in the folders other than the user's: what the user's copy overrides.
    private func findOriginal(_ name: String) -> Found? {
        folders.reversed().lazy.compactMap { find(name, in: $0) }.first
    }

    /// The pack file named `name` in `folder`: `NAME.json` when it holds that pack, else the first that does.
    private func find(_ name: String, in folder: URL) -> Found? {
        guard PackName.isValid(name) else { return nil }
        let named = folder.appendingPathComponent("\(name).json")
        var candidates: [(bytes: () -> [UInt8]?, file: URL?)]
        if folder == BundledContent.builtIn {
            candidates = BundledContent.builtInFiles.map { file in ({ file.bytes }, nil) }
        } else {
            // Most players never make a folder of their own packs: one stat, rather than a listing that fails.
            guard FileManager.default.fileExists(atPath: folder.path), let files = try? PackLoader.packFiles(in: folder)
            else { return nil }
            candidates = ([named] + files.filter { $0 != named }).map { file in
                ({ (try? FileBytes.read(file.path, limit: .pack)).map(Array.init) }, file)
            }
        }
        let quoted = Array("\"\(name)\"".utf8)
        for candidate in candidates {
            // A file that does not hold the quoted name anywhere is not read: user folders hold large imports.
            guard let bytes = candidate.bytes(), bytes.firstRange(of: quoted) != nil else { continue }
            let path = candidate.file?.path ?? name
            do {
                let pack = try PackReader.read(bytes, file: path)
                if pack.name == name { return (bytes, .success(pack), candidate.file) }
            } catch {
                // Only the file named after the pack is known to be it when it cannot be read.
                if candidate.file == named {
                    return (bytes, .failure(.unreadable(error)), candidate.file)
                }
            }
        }
        return nil
    }

    /// Copies the pictures beside the original pack (in `folder`, else compiled into quiz) that its items name to the
    /// user's folder, where its copy is read; a picture already there is kept.
    private func copyPictures(of original: Pack, from folder: URL?) throws(PackStoreError) {
        let files = PackFiles(folders: [original.name: folder ?? BundledContent.builtIn])
        let paths = Set(Question.all(in: original.items).flatMap { $0.pictures.map(\.url) })
        for path in paths.sorted() {
            let target = userPacks.appendingPathComponent(path)
            guard !FileManager.default.fileExists(atPath: target.path),
                let bytes = try? files.picture(path, of: original.name)
            else { continue }
            try? FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try write(bytes, to: target)
        }
    }

    private func write(_ data: Data, to file: URL) throws(PackStoreError) {
        do {
            try AtomicFile.replace(file, with: data)
        } catch {
            throw .file(path: error.file.path, reason: error.reason)
        }
    }

    private func remove(_ file: URL) throws(PackStoreError) {
        guard unlink(file.path) == 0 || errno == ENOENT else {
            throw .file(path: file.path, reason: FileFailure.posix(errno))
        }
    }

    /// Runs `body` holding the exclusive lock of the pack `name`: `flock` on `.NAME.lock` in the user's folder,
    /// which stays in place while the pack file itself is replaced.
    private func locked<T>(_ name: String, _ body: () throws(PackStoreError) -> T) throws(PackStoreError) -> T {
        // No pack has a name that is not a pack name, and such a name must not reach a path.
        guard PackName.isValid(name) else { throw .noSuchPack(name) }
        let lock = userPacks.appendingPathComponent(".\(name).lock")
        var descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            try? FileManager.default.createDirectory(at: userPacks, withIntermediateDirectories: true)
            descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw .file(path: lock.path, reason: FileFailure.posix(errno))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .file(path: lock.path, reason: FileFailure.posix(errno))
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
