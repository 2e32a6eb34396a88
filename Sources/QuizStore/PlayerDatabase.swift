import Foundation
import GRDB
import QuizAPI
import QuizCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The player's records in one SQLite file, `quiz.sqlite` of the data folder: finished games and their rounds,
/// the rotation and line of facts of each pack, what `sync` did, reviews and favourites.
///
/// The file is opened on first use, never at start-up. Opening it migrates its schema, imports once the files of
/// earlier versions (`history.jsonl`, `rotation.json`, `facts.json`), and removes the temporary files that a killed
/// quiz left in the folders it owns. The file is in WAL mode with a busy timeout, so that two quiz processes at once
/// wait for each other instead of failing, and each change is one transaction: a crash or a full disk leaves the
/// last complete state.
///
/// When the file cannot be used (damaged, or from a newer quiz), the first call says why and that this session's
/// results are not kept; later calls keep them in memory, so the game goes on.
public final class PlayerDatabase: Sendable {
    /// The file, or nil for a database in memory.
    public let file: URL?
    /// Where the files of earlier versions are looked for.
    private let legacyFolder: URL?
    /// The folders whose stray temporary files are removed at opening.
    private let ownedFolders: [URL]
    private let state = Mutex<State>(.closed)
    private let fallback = InMemoryPlayerRecords()
    /// The line of facts of each pack, as last read or set (see `line(for:)`).
    let factLines = Mutex<[String: FactLine]>([:])
    /// The rotation of each pack, as last read or set (see `rotation(for:)`).
    let rotations = Mutex<[String: Rotation]>([:])
    /// Warnings about the old history's damaged lines, said at the next `load`.
    private let importWarnings = Mutex<[HistoryWarning]>([])

    private enum State {
        case closed
        case open(DatabaseQueue)
        case unavailable
    }

    /// A database in `file`, opened on first use.
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
            ownedFolders: [
                directories.data, directories.userPacks, directories.cache,
                DownloadCache(directories: directories).folder,
            ])
    }

    private init(inMemory queue: DatabaseQueue) {
        file = nil
        legacyFolder = nil
        ownedFolders = []
        state.withLock { $0 = .open(queue) }
    }

    /// A database that lives in memory, migrated like a file.
    public static func inMemory() throws -> PlayerDatabase {
        let queue = try DatabaseQueue(configuration: configuration(file: nil))
        try PlayerSchema.migrate(queue)
        return PlayerDatabase(inMemory: queue)
    }

    /// The records of a script or transcript: a database in memory, since its sandbox and everything in it are
    /// removed when the script ends, so that writing them to disk would keep nothing and cost every game a file
    /// transaction. The same schema and statements as the file.
    public static func forScript(_: XDGDirectories) -> any PlayerRecords {
        (try? inMemory()) ?? InMemoryPlayerRecords()
    }

    /// Opens the file now rather than at first use; throws why it could not be.
    public func open() throws {
        _ = try connection()
    }

    /// The open database; nil when it could not be opened and the session keeps its records in memory.
    private func connection() throws -> DatabaseQueue? {
        try state.withLock { state throws -> DatabaseQueue? in
            switch state {
            case .open(let queue): return queue
            case .unavailable: return nil
            case .closed:
                guard let file else { return nil }
                defer { StrayTemporaries.remove(in: ownedFolders) }
                do {
                    let queue = try openFile(file)
                    state = .open(queue)
                    return queue
                } catch {
                    state = .unavailable
                    throw PlayerDatabaseUnavailable(reason: Self.failure(error, file: file))
                }
            }
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
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: file.path, configuration: Self.configuration(file: file))
            try PlayerSchema.migrate(queue)
        } catch let error as PlayerDatabaseError {
            throw error
        } catch {
            throw Self.failure(error, file: file)
        }
        if let legacyFolder {
            let importer = LegacyImport(folder: legacyFolder)
            do {
                let warnings = try importer.run(into: queue, file: file)
                importWarnings.withLock { $0 += warnings }
            } catch {
                throw Self.failure(error, file: file)
            }
        }
        return queue
    }

    /// WAL, a busy timeout long enough for another quiz's transaction, and a refusal of newer files before
    /// anything is written to them.
    private static func configuration(file: URL?) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            if let file, try PlayerSchema.isNewer(db) { throw PlayerDatabaseError.newerSchema(file) }
            if file != nil {
                // Changing the journal mode takes a lock that the busy timeout does not wait for: only the first
                // start of all changes it, and another quiz opening the file meanwhile reads that it is done.
                if try String.fetchOne(db, sql: "PRAGMA journal_mode")?.lowercased() != "wal" {
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                }
                // In WAL mode a commit survives a killed process without an fsync of its own; only a power cut
                // may lose the last transactions, never tear one.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
        }
        return configuration
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
        case .SQLITE_BUSY: return .failed(file, reason: "another quiz held it too long; try again")
        case .SQLITE_IOERR: return .failed(file, reason: "the disk failed to read or write it (is it full?)")
        default: return .failed(file, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Runs `body` in a transaction of the database, or `fallback` when this session keeps its records in memory;
    /// the change that finds the database unusable goes to memory too, so that the session keeps it.
    func write<T>(_ body: (Database) throws -> T, fallback: (InMemoryPlayerRecords) -> T) throws -> T {
        let connection: DatabaseQueue?
        do {
            connection = try self.connection()
        } catch {
            _ = fallback(self.fallback)
            throw error
        }
        guard let queue = connection else { return fallback(self.fallback) }
        do {
            return try queue.writeWithoutTransaction { db in try Self.transaction(in: db, body) }
        } catch {
            throw Self.failure(error, file: file ?? URL(fileURLWithPath: ":memory:"))
        }
    }

    /// Runs `body` in one transaction, begun IMMEDIATE as GRDB's own are, so that two quiz processes never both
    /// wait to turn a read into a write; rolled back when anything in it fails. BEGIN and COMMIT are prepared once
    /// a session: preparing them anew for every transaction cost a game more than its inserts.
    private static func transaction<T>(in db: Database, _ body: (Database) throws -> T) throws -> T {
        try db.cachedStatement(sql: "BEGIN IMMEDIATE TRANSACTION").execute()
        do {
            let value = try body(db)
            try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
            return value
        } catch {
            if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK TRANSACTION") }
            throw error
        }
    }

    /// Runs `body` reading the database, or `fallback` when this session keeps its records in memory.
    func read<T>(_ body: (Database) throws -> T, fallback: (InMemoryPlayerRecords) -> T) throws -> T {
        guard let queue = try connection() else { return fallback(self.fallback) }
        do {
            return try queue.read(body)
        } catch {
            throw Self.failure(error, file: file ?? URL(fileURLWithPath: ":memory:"))
        }
    }

    /// The warnings of the import of the old history, once.
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
