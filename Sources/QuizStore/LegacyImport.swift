import Foundation
import GRDB
import QuizCore

/// The files of earlier versions of quiz (`history.jsonl`, `rotation.json`, `facts.json`), brought into the
/// database once, in one transaction, then renamed `NAME.imported` and left in place.
///
/// Each import is noted in `imported_file` with the file's size in the same transaction, so that a quiz killed
/// between the commit and the renaming renames the file at the next start instead of importing it twice.
struct LegacyImport {
    let folder: URL

    static let files = ["history.jsonl", "rotation.json", "facts.json"]

    /// Imports what is there; returns the warnings of the old history's damaged lines.
    func run(into queue: DatabaseQueue) throws -> [HistoryWarning] {
        let present = Self.files.compactMap { name -> (name: String, bytes: Int64)? in
            let path = folder.appendingPathComponent(name).path
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
            else { return nil }
            return (name, size.int64Value)
        }
        guard !present.isEmpty else { return [] }
        var warnings: [HistoryWarning] = []
        try queue.write { db in
            for (name, bytes) in present {
                let imported = ImportedFile.filter { $0.name == name && $0.bytes == bytes }
                if try !imported.isEmpty(db) { continue }
                warnings += try bring(name, into: db)
                try ImportedFile(name: name, bytes: bytes, importedAt: Date()).upsert(db)
            }
        }
        for (name, _) in present { setAside(name) }
        return warnings
    }

    private func bring(_ name: String, into db: Database) throws -> [HistoryWarning] {
        let url = folder.appendingPathComponent(name)
        switch name {
        case "history.jsonl":
            let contents = try History.load(url)
            for record in contents.records { try PlayerDatabase.insert(record, into: db) }
            return contents.warnings
        case "rotation.json":
            // A damaged file started every pack afresh before; it still does. An import never overwrites what
            // this version has kept already.
            for (pack, rotation) in Self.decoded([String: Rotation].self, at: url) {
                try StoredRotation(pack: pack, value: rotation).insert(db, onConflict: .ignore)
            }
        default:
            for (pack, line) in Self.decoded([String: FactLine].self, at: url)
            where try PlayerDatabase.factLine(for: pack, in: db) == FactLine() {
                try PlayerDatabase.write(line, over: nil, for: pack, in: db)
            }
        }
        return []
    }

    private static func decoded<T: Decodable>(_ type: [String: T].Type, at url: URL) -> [String: T] {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(type, from: $0) } ?? [:]
    }

    /// Renames `name` to `name.imported`, or `name.imported.2` and on when that is taken, so nothing is lost.
    private func setAside(_ name: String) {
        let source = folder.appendingPathComponent(name).path
        var target = source + ".imported"
        var number = 2
        while FileManager.default.fileExists(atPath: target) {
            target = source + ".imported.\(number)"
            number += 1
        }
        rename(source, target)
    }
}
