import Foundation
import GRDB
import QuizCore

/// What `sync` did: its runs (open until finished), the files each downloaded, the packs a finished run made
/// available, and the answers of quiz packs.
extension PlayerDatabase {
    public func openRun(source: String, at date: Date) throws -> SyncRun {
        try write { db in
            let open = StoredSyncRun.filter { $0.source == source && $0.finishedAt == nil }.order { $0.id }
            if let run = try open.fetchOne(db) { return run.run }
            return try StoredSyncRun(source: source, startedAt: date).inserted(db).run
        }
    }

    public func files(of run: SyncRun) throws -> [SyncedFile] {
        try read { db in try StoredSyncFile.filter { $0.run == run.id }.order { $0.url }.fetchAll(db).map(\.file) }
    }

    public func record(_ file: SyncedFile, in run: SyncRun) throws {
        // Not `upsert`: GRDB 7.10's asks for the rowid of the row, which a table WITHOUT ROWID lacks.
        try write { db in
            try StoredSyncFile(run: run.id, url: file.url, bytes: file.bytes).insert(db, onConflict: .replace)
        }
    }

    public func finish(_ run: SyncRun, packs: [SyncedPack], at date: Date) throws {
        try write { db in
            try StoredSyncRun.filter { $0.source == run.source && $0.id != run.id && $0.finishedAt != nil }
                .deleteAll(db)
            try StoredSyncRun(id: run.id, source: run.source, startedAt: run.startedAt, finishedAt: date).update(db)
            try StoredSyncedPack.filter { $0.run == run.id }.deleteAll(db)
            for (position, pack) in packs.enumerated() {
                try StoredSyncedPack(run: run.id, position: position, pack).insert(db)
            }
        }
    }

    public func lastComplete(source: String) throws -> CompleteSync? {
        try read { db -> CompleteSync? in
            let finished = StoredSyncRun.filter { $0.source == source && $0.finishedAt != nil }
                .order { [$0.finishedAt.desc, $0.id.desc] }
            guard let stored = try finished.fetchOne(db), let finishedAt = stored.finishedAt else { return nil }
            let run = stored.run
            let packs = try StoredSyncedPack.filter { $0.run == run.id }.order { $0.position }.fetchAll(db)
            return CompleteSync(run: run, finishedAt: finishedAt, packs: packs.map(\.pack))
        }
    }

    public func setAnswers(_ answers: [Int: String], pack: String, source: String) throws {
        try write { db in
            try StoredQuizAnswer.filter { $0.source == source && $0.pack == pack }.deleteAll(db)
            for (quiz, answer) in answers {
                try StoredQuizAnswer(source: source, pack: pack, quiz: quiz, answer: answer).insert(db)
            }
        }
    }

    public func answers(pack: String, source: String) throws -> [Int: String] {
        try read { db in
            let kept = try StoredQuizAnswer.filter { $0.source == source && $0.pack == pack }.fetchAll(db)
            return Dictionary(uniqueKeysWithValues: kept.map { ($0.quiz, $0.answer) })
        }
    }
}
