import Foundation
import GRDB
import QuizAPI
import QuizCore

/// What `sync` did: its runs (open until finished), the files each downloaded, the packs a finished run made
/// available, and the answers of quiz packs.
extension PlayerDatabase: SyncLedger {
    public func openRun(source: String, at date: Date) throws -> SyncRun {
        try write { db in
            let open = try db.cachedStatement(
                sql: "SELECT id, started_at FROM sync_run WHERE source = ? AND finished_at IS NULL ORDER BY id LIMIT 1")
            if let row = try Row.fetchOne(open, arguments: [source]) {
                return SyncRun(id: row[0], source: source, startedAt: Date(timeIntervalSinceReferenceDate: row[1]))
            }
            try db.cachedStatement(sql: "INSERT INTO sync_run (source, started_at) VALUES (?, ?)")
                .execute(arguments: [source, date.timeIntervalSinceReferenceDate])
            return SyncRun(id: db.lastInsertedRowID, source: source, startedAt: date)
        } fallback: {
            $0.openRun(source: source, at: date)
        }
    }

    public func files(of run: SyncRun) throws -> [SyncedFile] {
        try read { db in
            try Self.files(of: run.id, in: db)
        } fallback: {
            $0.files(of: run)
        }
    }

    public func record(_ file: SyncedFile, in run: SyncRun) throws {
        try write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO sync_file (run, url, bytes) VALUES (?, ?, ?)
                    ON CONFLICT (run, url) DO UPDATE SET bytes = excluded.bytes
                    """
            ).execute(arguments: [run.id, file.url, file.bytes])
        } fallback: {
            $0.record(file, in: run)
        }
    }

    public func finish(_ run: SyncRun, packs: [SyncedPack], at date: Date) throws {
        try write { db in
            try db.execute(
                sql: "DELETE FROM sync_run WHERE source = ? AND id <> ? AND finished_at IS NOT NULL",
                arguments: [run.source, run.id])
            try db.execute(
                sql: "UPDATE sync_run SET finished_at = ? WHERE id = ?",
                arguments: [date.timeIntervalSinceReferenceDate, run.id])
            try db.execute(sql: "DELETE FROM synced_pack WHERE run = ?", arguments: [run.id])
            let insert = try db.cachedStatement(
                sql: "INSERT INTO synced_pack (run, position, name, kind, items) VALUES (?, ?, ?, ?, ?)")
            for (position, pack) in packs.enumerated() {
                try insert.execute(arguments: [run.id, position, pack.name, pack.kind.rawValue, pack.items])
            }
        } fallback: {
            $0.finish(run, packs: packs, at: date)
        }
    }

    public func lastComplete(source: String) throws -> CompleteSync? {
        try read { db -> CompleteSync? in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT id, started_at, finished_at FROM sync_run WHERE source = ? AND finished_at IS NOT NULL
                        ORDER BY finished_at DESC, id DESC LIMIT 1
                        """, arguments: [source])
            else { return nil }
            let run = SyncRun(id: row[0], source: source, startedAt: Date(timeIntervalSinceReferenceDate: row[1]))
            let packs = try Row.fetchAll(
                db, sql: "SELECT name, kind, items FROM synced_pack WHERE run = ? ORDER BY position",
                arguments: [run.id]
            ).compactMap { pack in
                ItemKind(rawValue: pack[1]).map { SyncedPack(name: pack[0], kind: $0, items: pack[2]) }
            }
            return CompleteSync(
                run: run, finishedAt: Date(timeIntervalSinceReferenceDate: row[2]), packs: packs,
                files: try Self.files(of: run.id, in: db))
        } fallback: {
            $0.lastComplete(source: source)
        }
    }

    public func setAnswers(_ answers: [Int: String], pack: String, source: String) throws {
        try write { db in
            try db.execute(
                sql: "DELETE FROM quiz_answer WHERE source = ? AND pack = ?", arguments: [source, pack])
            let insert = try db.cachedStatement(
                sql: "INSERT INTO quiz_answer (source, pack, quiz, answer) VALUES (?, ?, ?, ?)")
            for (quiz, answer) in answers.sorted(by: { $0.key < $1.key }) {
                try insert.execute(arguments: [source, pack, quiz, answer])
            }
        } fallback: {
            $0.setAnswers(answers, pack: pack, source: source)
        }
    }

    public func answers(pack: String, source: String) throws -> [Int: String] {
        try read { db in
            var answers: [Int: String] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT quiz, answer FROM quiz_answer WHERE source = ? AND pack = ?",
                arguments: [source, pack])
            while let row = try rows.next() { answers[row[0]] = row[1] }
            return answers
        } fallback: {
            $0.answers(pack: pack, source: source)
        }
    }

    private static func files(of run: Int64, in db: Database) throws -> [SyncedFile] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT url, bytes FROM sync_file WHERE run = ?"), arguments: [run]
        )
        .map { SyncedFile(url: $0[0], bytes: $0[1]) }
        .sorted { $0.url < $1.url }
    }
}
