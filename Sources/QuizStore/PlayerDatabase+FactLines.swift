import Foundation
import GRDB
import QuizCore
import Synchronization

/// The line of facts of each fact pack, a row for each fact's place in its category's line (`StoredFactPlace`).
///
/// A game sends the first fact of one category to the back of its line, so a line is written as a change to the
/// line this database last read or wrote for that pack: that fact's row takes the place after the last, and only a
/// category whose line changed otherwise (a fact added to the pack, or gone) is written again whole, so that a game
/// of a larger fact pack costs no more.
extension PlayerDatabase {
    public func factLine(for pack: String) throws -> FactLine {
        try read { db in
            let line = try Self.factLine(for: pack, in: db)
            keptLines.withLock { $0[pack] = line }
            return line
        }
    }

    public func keep(_ line: FactLine, for pack: String) throws {
        try keeping(line, for: pack) { db, kept in try Self.write(line, over: kept, for: pack, in: db) }
    }

    /// Runs `write` in one transaction with the line last read or written for `pack`, nil when there is none, and
    /// takes `line` as the pack's line; after a failure, the next write writes the whole line. Both happen in the
    /// database's turn, so that two threads keeping lines at once leave it what the file holds.
    func keeping(_ line: FactLine, for pack: String, _ write: (Database, FactLine?) throws -> Void) throws {
        do {
            try self.write { db in
                try write(db, keptLines.withLock { $0.removeValue(forKey: pack) })
                keptLines.withLock { $0[pack] = line }
            }
        } catch {
            keptLines.withLock { _ = $0.removeValue(forKey: pack) }
            throw error
        }
    }

    /// The line kept for `pack`; a row that cannot be read (edited by hand) is left out.
    static func factLine(for pack: String, in db: Database) throws -> FactLine {
        var lines: [String: [Int]] = [:]
        let places = StoredFactPlace.filter { $0.pack == pack }.order { [$0.category, $0.place] }
        try places.forEachRecord(in: db, { lines[$0.category, default: []].append($0.fact) }, damaged: { _ in })
        let last = try StoredLastFactCategory.fetchOne(db, key: pack)
        return FactLine(lines: lines, lastCategory: last?.category)
    }

    /// Writes `line` for `pack` over `kept`, what the database holds as this process last read or wrote it.
    static func write(_ line: FactLine, over kept: FactLine?, for pack: String, in db: Database) throws {
        guard let kept else {
            try StoredFactPlace.filter { $0.pack == pack }.deleteAll(db)
            for (category, facts) in line.lines { try insert(facts, of: category, in: pack, db) }
            try write(lastCategory: line.lastCategory, for: pack, in: db)
            return
        }
        for category in Set(line.lines.keys).union(kept.lines.keys) {
            let facts = line.lines[category] ?? []
            let before = kept.lines[category] ?? []
            if facts == before { continue }
            if let first = before.first, facts.last == first, facts.dropLast() == before.dropFirst(),
                try StoredFactPlace.sendToBack(first, of: category, in: pack, db)
            {
                continue
            }
            try StoredFactPlace.filter { $0.pack == pack && $0.category == category }.deleteAll(db)
            try insert(facts, of: category, in: pack, db)
        }
        if line.lastCategory != kept.lastCategory {
            try write(lastCategory: line.lastCategory, for: pack, in: db)
        }
    }

    /// A fact that stands twice in a line (edited by hand) keeps its first place, as the migration keeps it.
    private static func insert(_ facts: [Int], of category: String, in pack: String, _ db: Database) throws {
        for (place, fact) in facts.enumerated() {
            try StoredFactPlace(pack: pack, category: category, fact: fact, place: place).insert(
                db, onConflict: .ignore)
        }
    }

    private static func write(lastCategory: String?, for pack: String, in db: Database) throws {
        if let lastCategory {
            try StoredLastFactCategory(pack: pack, category: lastCategory).insert(db, onConflict: .replace)
        } else {
            try StoredLastFactCategory.deleteOne(db, key: pack)
        }
    }
}
