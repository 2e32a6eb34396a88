import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The results of past games as earlier versions of quiz kept them: a JSON Lines file, one finished game per line.
/// The player's database now keeps them (see `GameLog`) and imports this file once.
///
/// Each game is appended with a single write of a whole line, under an exclusive lock, so that a crash mid-write
/// can only tear the line being written, never an earlier one. A torn last line is left where it is: the next
/// record starts on a new line, and reading skips the torn one with a warning.
public struct History: Sendable {
    public var file: URL

    public init(file: URL) {
        self.file = file
    }

    /// `history.jsonl` in the data folder.
    public init(directories: XDGDirectories) {
        self.init(file: directories.data.appendingPathComponent("history.jsonl"))
    }

    /// What the file holds: the records that could be read, and a warning for each line that could not.
    public struct Contents: Sendable, Hashable {
        public var records: [GameRecord]
        public var warnings: [HistoryWarning]

        public init(records: [GameRecord] = [], warnings: [HistoryWarning] = []) {
            self.records = records
            self.warnings = warnings
        }

        /// Per pack: games, accuracy, best streak.
        public var stats: [PackStats] { PackStats.of(records) }
    }

    /// Adds a finished game at the end of the file, creating the file and its folder when needed.
    public func append(_ record: GameRecord) throws(HistoryError) {
        var line: Data
        do {
            line = try Self.encoder.encode(record)
        } catch {
            throw .cannotEncode(reason: String(describing: error))
        }
        line.append(UInt8(ascii: "\n"))
        var descriptor = open(file.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor < 0 && (errno == ENOENT || errno == ENOTDIR) {
            // The first game: the folder is made once, not before every append.
            let folder = file.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreateFolder(folder, reason: FileFailure.reason(error))
            }
            descriptor = open(file.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw .cannotWrite(file, reason: Self.systemError()) }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { throw .cannotWrite(file, reason: Self.systemError()) }
        if !Self.endsInNewline(descriptor) { line.insert(UInt8(ascii: "\n"), at: 0) }
        let bytes = [UInt8](line)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw .cannotWrite(file, reason: Self.systemError()) }
            offset += written
        }
    }

    /// Reads every game recorded; a missing file is an empty history.
    public func load() throws(HistoryError) -> Contents {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch CocoaError.fileReadNoSuchFile {
            return Contents()
        } catch {
            throw .cannotRead(file, reason: FileFailure.reason(error))
        }
        var contents = Contents()
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) {
            if let record = try? Self.decoder.decode(GameRecord.self, from: Data(line)) {
                contents.records.append(record)
            } else {
                contents.warnings.append(HistoryWarning(file: file.lastPathComponent, line: index + 1))
            }
        }
        return contents
    }

    /// Whether the file is empty or its last byte ends a line.
    private static func endsInNewline(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return true }
        var last: UInt8 = 0
        return pread(descriptor, &last, 1, status.st_size - 1) == 1 && last == UInt8(ascii: "\n")
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
