import Foundation
import QuizCore

/// Where edited packs are kept, and how a change is saved: the user's copy of a pack, in the user's packs folder,
/// overrides the pack of the same name in the other folders, which are never written.
///
/// A change is saved under an exclusive lock of the pack (`flock` on a lock file beside it), from the pack as it is
/// on disk at that moment, so that two processes editing the same pack each see the other's changes; it is checked
/// by the validator before it is written, and written atomically (`AtomicFile`). A refused change leaves the file
/// as it was.
public struct PackStore: Sendable {
    /// The folders packs are read from, lowest priority first; never written.
    public var folders: [URL]
    /// The user's packs: where every change goes.
    public var userPacks: URL

    public init(folders: [URL], userPacks: URL) {
        self.folders = folders.filter { $0.standardizedFileURL != userPacks.standardizedFileURL }
        self.userPacks = userPacks
    }

    /// A pack as found: its contents, read as a JSON object once, and the file when it is one (not a pack compiled
    /// into quiz).
    struct Found {
        var bytes: [UInt8]
        var document: JSONValue
        var file: URL?
    }

    /// The user's copy of the pack named `name`, if there is one.
    public func userCopy(of name: String) -> URL? {
        find(name, in: userPacks)?.file
    }

    /// The pack named `name` from the folders other than the user's: what the user's copy overrides.
    public func original(of name: String) -> Pack? {
        guard let found = findOriginal(name) else { return nil }
        return try? PackReader.read(found.bytes, file: found.file?.path ?? name)
    }

    /// The pack as the player sees it: their copy, else the original.
    public func current(_ name: String) throws(PackStoreError) -> Pack? {
        guard let found = find(name, in: userPacks) ?? findOriginal(name) else { return nil }
        do {
            return try PackReader.read(found.bytes, file: found.file?.path ?? name)
        } catch {
            throw .unreadable(error)
        }
    }

    /// Applies `edit` to the pack named `name`, as it is on disk now, and saves it in the user's folder.
    ///
    /// - Parameter draft: the pack to start from when none of that name exists yet: a new pack, empty.
    public func apply(_ edit: PackEdit, to name: String, draft: Pack? = nil) throws(PackStoreError) -> SavedEdit {
        try locked(name) { () throws(PackStoreError) -> SavedEdit in
            let own = find(name, in: userPacks)
            let target = own?.file ?? userPacks.appendingPathComponent("\(name).json")
            if case .restore(let file) = edit {
                let pack = try validated(Array(file), file: target)
                try write(file, to: target)
                return SavedEdit(pack: pack, file: target, undo: .restore(file: file))
            }
            var document: JSONValue
            let original = own == nil ? findOriginal(name) : nil
            if let found = own ?? original {
                document = found.document
            } else if let draft {
                var empty = draft
                empty.items = .empty(empty.kind)
                document = try object(Array(try encoded(empty, file: target)), file: target)
            } else {
                throw .noSuchPack(name)
            }
            var items: [JSONValue] = []
            if case .array(let elements)? = document["items"]?.content { items = elements }
            let (undo, itemID) = try change(&items, by: edit)
            if items.isEmpty, case .remove(_, dropsEmptyPack: true) = edit, own != nil {
                try remove(target)
                return SavedEdit(pack: nil, file: target, undo: undo, itemID: itemID)
            }
            document["items"] = JSONValue(.array(items))
            // The bytes checked are the bytes written, laid out as `PackFile` lays packs out.
            let data = try encoded(document, file: target) + Data("\n".utf8)
            let pack = try validated(Array(data), file: target)
            try write(data, to: target)
            return SavedEdit(pack: pack, file: target, undo: undo, itemID: itemID, madeCopy: original != nil)
        }
    }

    /// Removes the user's copy of a pack that has an original, which is played again from then on; returns the
    /// original and the change that puts the copy back.
    public func revert(_ name: String) throws(PackStoreError) -> (pack: Pack, undo: PackEdit) {
        try locked(name) { () throws(PackStoreError) -> (pack: Pack, undo: PackEdit) in
            guard let own = find(name, in: userPacks), let file = own.file, let original = original(of: name) else {
                throw .nothingToRevert(name)
            }
            try remove(file)
            return (original, .restore(file: Data(own.bytes)))
        }
    }

    /// The faults the validator finds in one item of a pack of `kind`, alone.
    public static func faults(ofItem item: Data, kind: ItemKind) -> [PackFault] {
        guard let object = try? JSONParser.parse(Array(item)) else { return [] }
        let document = JSONValue(
            .object([
                ("format", JSONValue(.number(Double(Pack.format)))), ("name", JSONValue(.string("item"))),
                ("kind", JSONValue(.string(kind.rawValue))), ("title", JSONValue(.string("item"))),
                ("language", JSONValue(.string("en"))), ("items", JSONValue(.array([object]))),
            ]))
        guard let bytes = try? JSONEncoder().encode(document) else { return [] }
        do {
            _ = try PackReader.read(Array(bytes), file: "item")
            return []
        } catch {
            return error.faults
        }
    }

    // MARK: Changing the items

    private func change(_ items: inout [JSONValue], by edit: PackEdit) throws(PackStoreError) -> (PackEdit, Int?) {
        func id(_ item: JSONValue) -> Int? { item["id"]?.integer }
        switch edit {
        case .insert(let data, let index):
            var item = try itemObject(data)
            let newID =
                item["id"]?.integer.flatMap { wanted in items.contains { id($0) == wanted } ? nil : wanted }
                ?? (items.compactMap(id).max() ?? 0) + 1
            item["id"] = JSONValue(.number(Double(newID)))
            items.insert(item, at: min(index ?? items.count, items.count))
            return (.remove(id: newID, dropsEmptyPack: items.count == 1), newID)
        case .replace(let itemID, let data):
            guard let index = items.firstIndex(where: { id($0) == itemID }) else { throw .noSuchItem(id: itemID) }
            var item = try itemObject(data)
            item["id"] = JSONValue(.number(Double(itemID)))
            let old = items[index]
            items[index] = item
            return (.replace(id: itemID, item: Self.data(old)), itemID)
        case .remove(let itemID, _):
            guard let index = items.firstIndex(where: { id($0) == itemID }) else { throw .noSuchItem(id: itemID) }
            let old = items.remove(at: index)
            return (.insert(item: Self.data(old), at: index), itemID)
        case .restore:
            return (edit, nil)
        }
    }

    private func itemObject(_ data: Data) throws(PackStoreError) -> JSONValue {
        guard let item = try? JSONParser.parse(Array(data)), case .object = item.content else {
            throw .file(path: userPacks.path, reason: "the item is not a JSON object")
        }
        return item
    }

    static func data(_ value: JSONValue) -> Data {
        (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
    }

    // MARK: Files

    private func findOriginal(_ name: String) -> Found? {
        for folder in folders.reversed() {
            if let found = find(name, in: folder) { return found }
        }
        return nil
    }

    /// The pack file named `name` in `folder`: `NAME.json` when it holds that pack, else the first that does.
    private func find(_ name: String, in folder: URL) -> Found? {
        guard PackName.isValid(name) else { return nil }
        if folder == BundledContent.builtIn {
            for file in BundledContent.builtInFiles {
                if let document = Self.document(in: file.bytes), document["name"]?.content == .string(name) {
                    return Found(bytes: file.bytes, document: document, file: nil)
                }
            }
            return nil
        }
        // Most players never make a folder of their own packs: one stat, rather than a listing that fails.
        guard FileManager.default.fileExists(atPath: folder.path), let files = try? PackLoader.packFiles(in: folder)
        else { return nil }
        let named = folder.appendingPathComponent("\(name).json")
        let candidates = [named] + files.filter { $0 != named }
        let quoted = Data("\"\(name)\"".utf8)
        for file in candidates {
            // A file that does not hold the quoted name anywhere is not parsed: user folders hold large imports.
            guard let data = try? FileBytes.read(file.path, limit: .pack), data.range(of: quoted) != nil else {
                continue
            }
            let bytes = Array(data)
            if let document = Self.document(in: bytes), document["name"]?.content == .string(name) {
                return Found(bytes: bytes, document: document, file: file)
            }
        }
        return nil
    }

    private static func document(in bytes: [UInt8]) -> JSONValue? {
        guard let document = try? JSONParser.parse(bytes), case .object = document.content else { return nil }
        return document
    }

    private func object(_ bytes: [UInt8], file: URL) throws(PackStoreError) -> JSONValue {
        guard let object = Self.document(in: bytes) else {
            do {
                _ = try PackReader.read(bytes, file: file.path)
            } catch {
                throw .unreadable(error)
            }
            throw .file(path: file.path, reason: "it is not a JSON object")
        }
        return object
    }

    private func validated(_ bytes: [UInt8], file: URL) throws(PackStoreError) -> Pack {
        do throws(PackLoadError) {
            return try PackReader.read(bytes, file: file.path)
        } catch {
            throw .invalid(error)
        }
    }

    /// A pack, or a pack's JSON, as JSON without reading it back (a new pack has no item yet, which a pack file may
    /// not have), laid out as `PackFile` lays packs out.
    private func encoded(_ value: some Encodable, file: URL) throws(PackStoreError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw .file(path: file.path, reason: "cannot be written as JSON")
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
            throw .file(path: file.path, reason: String(cString: strerror(errno)).lowercased())
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
            throw .file(path: lock.path, reason: String(cString: strerror(errno)).lowercased())
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .file(path: lock.path, reason: String(cString: strerror(errno)).lowercased())
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
