import Foundation
import GRDB
import QuizCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The player's records in one SQLite file, `quiz.sqlite` of the data folder: finished games and their rounds,
/// the rotation and line of facts of each pack, what `sync` did, reviews and favourites. Or the same in memory, for
/// scripts and tests.
///
/// The file is opened on first use, never at start-up. Opening it migrates its schema, imports once the files of
/// earlier versions (`history.jsonl`, `rotation.json`, `facts.json`), and removes the temporary files that a killed
/// quiz left in the folders it owns. The file is in WAL mode with a busy timeout, so that two quiz processes at once
/// wait for each other instead of failing, and each change is one transaction: a crash or a full disk leaves the
/// last complete state.
///
/// When the file cannot be used (damaged, or from a newer quiz), the first call says why and that this session's
/// results are not kept; that call and the later ones keep them in a database in memory, so the game goes on.
public final class PlayerDatabase: PlayerRecords {
    /// The file, or nil for a database in memory.
    public let file: URL?
    /// Where the files of earlier versions are imported from.
    private let legacyFolder: URL?
    /// The folders whose stray temporary files are removed at opening.
    private let ownedFolders: [URL]
    private let state = Mutex<State>(.closed)
    /// The line of facts of each pack as this database last read or wrote it, which the next write of the pack's
    /// line changes (see `PlayerDatabase+FactLines.swift`).
    let keptLines = Mutex<[String: FactLine]>([:])
    /// Warnings about the old history's damaged lines, said at the next `history()`.
    private let importWarnings = Mutex<[HistoryWarning]>([])

    private enum State {
        case closed
        case open(DatabaseQueue)
        /// The file could not be used: the session's records are kept in memory.
        case unavailable(inMemory: DatabaseQueue)
        /// The file can be read but not written (its folder is read-only): read from it, the session's changes kept
        /// in memory; with why, until the first change has said it.
        case readOnly(DatabaseQueue, inMemory: DatabaseQueue, unsaid: PlayerDatabaseUnavailable?)
    }

    public init(file: URL, legacyFolder: URL? = nil, ownedFolders: [URL] = []) {
        self.file = file
        self.legacyFolder = legacyFolder
        self.ownedFolders = ownedFolders
    }

    /// `quiz.sqlite` in the data folder, importing the files of earlier versions from that folder, and cleaning
    /// the data, packs, cache and downloads folders of stray temporary files.
    public convenience init(directories: XDGDirectories) {
        self.init(
            file: directories.data.appendingPathComponent("quiz.sqlite"), legacyFolder: directories.data,
            ownedFolders: [directories.data, directories.userPacks, directories.cache, directories.downloads])
    }

    /// A database that lives in memory, with the file's schema, made on first use: the records of a script or a
    /// test, which keep nothing once it ends.
    public init() {
        file = nil
        legacyFolder = nil
        ownedFolders = []
    }

    /// Opens the file now rather than at first use; throws why it could not be.
    public func open() throws {
        _ = try connection(writing: true)
    }

    /// Runs `updates` in one transaction of the database; when that finds the file unusable, in memory, and then
    /// throws why, so that the session keeps the change.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        let (queue, unavailable) = try connection(writing: true)
        let value: T
        do {
            value = try queue.write(updates)
        } catch {
            throw failure(error)
        }
        if let unavailable { throw unavailable }
        return value
    }

    /// Runs `value` reading the database; throws why when that finds the file unusable.
    func read<T>(_ value: (Database) throws -> T) throws -> T {
        let (queue, unavailable) = try connection(writing: false)
        if let unavailable { throw unavailable }
        do {
            return try queue.read(value)
        } catch {
            throw failure(error)
        }
    }

    /// The database, opened on first use; with why the file cannot be used when that use found it so, then the
    /// database in memory that keeps the session's records instead. A file quiz can read but not write is read from.
    private func connection(writing: Bool) throws -> (DatabaseQueue, unavailable: PlayerDatabaseUnavailable?) {
        try state.withLock { state throws -> (DatabaseQueue, unavailable: PlayerDatabaseUnavailable?) in
            switch state {
            case .open(let queue), .unavailable(inMemory: let queue): return (queue, nil)
            case .readOnly(let file, let memory, let unsaid):
                guard writing else { return (file, nil) }
                state = .readOnly(file, inMemory: memory, unsaid: nil)
                return (memory, unsaid)
            case .closed: break
            }
            guard let file else {
                let queue = try inMemory()
                state = .open(queue)
                return (queue, nil)
            }
            defer { StrayTemporaries.remove(in: ownedFolders) }
            do {
                let queue = try openFile(file)
                state = .open(queue)
                return (queue, nil)
            } catch {
                let queue = try inMemory()
                let reason = Self.failure(error, file: file)
                if case .failed = reason, let reader = Self.openToRead(file) {
                    let unavailable = PlayerDatabaseUnavailable(reason: reason)
                    state = .readOnly(reader, inMemory: queue, unsaid: writing ? nil : unavailable)
                    return writing ? (queue, unavailable) : (reader, nil)
                }
                state = .unavailable(inMemory: queue)
                return (queue, PlayerDatabaseUnavailable(reason: reason))
            }
        }
    }

    private func inMemory() throws -> DatabaseQueue {
        do {
            let queue = try DatabaseQueue(configuration: Self.configuration(file: nil))
            try PlayerSchema.migrate(queue)
            return queue
        } catch {
            throw failure(error)
        }
    }

    private func openFile(_ file: URL) throws(PlayerDatabaseError) -> DatabaseQueue {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .failed(file, reason: "cannot create its folder (\(FileFailure.reason(error)))")
        }
        // Two quiz processes starting at once would both set up the file (journal mode, migrations, the import of
        // old files), and SQLite refuses such a race at once rather than waiting: the first holds the folder's lock
        // until the file is ready, and the other then finds nothing left to do.
        let folder = lockedFolder(file.deletingLastPathComponent())
        defer { unlock(folder) }
        // The player's records are theirs alone, like the history file before: SQLite gives its WAL files the
        // database's permissions.
        if !FileManager.default.fileExists(atPath: file.path) {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        do {
            let queue = try DatabaseQueue(path: file.path, configuration: Self.configuration(file: file))
            try PlayerSchema.migrate(queue)
            if let legacyFolder {
                let warnings = try LegacyImport(folder: legacyFolder).run(into: queue)
                importWarnings.withLock { $0 += warnings }
            }
            return queue
        } catch {
            throw Self.failure(error, file: file)
        }
    }

    /// The file opened to be read alone, for when quiz cannot write beside it (a read-only folder, where SQLite cannot
    /// make the WAL's files); nil when it cannot be read either, or is not a file of this quiz's. A file of an earlier
    /// version is read from a copy in memory brought up to date.
    private static func openToRead(_ file: URL) -> DatabaseQueue? {
        guard FileManager.default.fileExists(atPath: file.path),
            let path = file.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
        else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        // Immutable: read as it is, without the -shm file that a WAL database otherwise needs beside it.
        guard let queue = try? DatabaseQueue(path: "file:\(path)?immutable=1", configuration: configuration),
            (try? queue.read({ db in
                try !PlayerSchema.isNewer(db) && PlayerSchema.foreignTables(db).isEmpty && db.tableExists("game")
            })) == true
        else { return nil }
        guard (try? queue.read(PlayerSchema.migrator.hasCompletedMigrations)) == false else { return queue }
        guard let copy = try? DatabaseQueue(), (try? queue.backup(to: copy)) != nil,
            (try? PlayerSchema.migrate(copy)) != nil
        else { return nil }
        return copy
    }

    /// WAL, a busy timeout long enough for another quiz's transaction, and a refusal of newer files and of other
    /// programs' databases before anything is written to them.
    private static func configuration(file: URL?) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            guard let file else { return }
            if try PlayerSchema.isNewer(db) { throw PlayerDatabaseError.newerSchema(file) }
            // Another program's database gets neither quiz's tables nor WAL mode.
            let foreign = try PlayerSchema.foreignTables(db)
            if !foreign.isEmpty { throw PlayerDatabaseError.foreign(file, tables: foreign) }
            // Changing the journal mode takes a lock that the busy timeout does not wait for: only the first start
            // of all changes it, and another quiz opening the file meanwhile reads that it is done.
            if try String.fetchOne(db, sql: "PRAGMA journal_mode")?.lowercased() != "wal" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            // In WAL mode a commit survives a killed process without an fsync of its own; only a power cut may lose
            // the last transactions, never tear one.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    private func failure(_ error: any Error) -> PlayerDatabaseError {
        Self.failure(error, file: file ?? URL(fileURLWithPath: ":memory:"))
    }

    /// The error of SQLite or of the system as a sentence that names the file and what to do.
    static func failure(_ error: any Error, file: URL) -> PlayerDatabaseError {
        if let error = error as? PlayerDatabaseError { return error }
        guard let error = error as? DatabaseError else {
            return .failed(file, reason: FileFailure.reason(error))
        }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .damaged(file, reason: "it is not a database")
        case .SQLITE_CORRUPT: return .damaged(file, reason: "its pages are corrupt")
        case .SQLITE_FULL: return .diskFull(file)
        case .SQLITE_READONLY: return .failed(file, reason: "it cannot be written (read-only)")
        case .SQLITE_CANTOPEN: return .failed(file, reason: "it cannot be opened; check that its folder is writable")
        case .SQLITE_BUSY:
            return .failed(file, reason: "another quiz held it too long, so the last change was not kept")
        case .SQLITE_IOERR: return .failed(file, reason: "the disk failed to read or write it (is it full?)")
        default: return .failed(file, reason: error.message ?? "\(error.resultCode)")
        }
    }

    func takeImportWarnings() -> [HistoryWarning] {
        importWarnings.withLock { warnings in
            defer { warnings = [] }
            return warnings
        }
    }
}

/// The folder opened and locked against other quiz processes (flock), or -1 when it cannot be.
private func lockedFolder(_ folder: URL) -> Int32 {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor >= 0 { flock(descriptor, LOCK_EX) }
    return descriptor
}

private func unlock(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
}
