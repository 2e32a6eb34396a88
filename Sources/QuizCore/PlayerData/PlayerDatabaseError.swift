import Foundation

/// Why the player's database could not be opened, read or written, with what to do about it. Declared here, where
/// the shell can word it in the player's language; thrown by the database module.
public enum PlayerDatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file was written by a newer quiz, whose schema this one does not know; it is left as it is.
    case newerSchema(URL)
    /// The file is not a database, or its pages are damaged.
    case damaged(URL, reason: String)
    /// The file is another program's SQLite database, with these tables and no migrations of quiz's; left alone.
    case foreign(URL, tables: [String])
    /// The disk is full: what was being written is lost, what was kept before is whole.
    case diskFull(URL)
    /// Any other failure, in SQLite's words.
    case failed(URL, reason: String)

    public var description: String {
        switch self {
        case .newerSchema(let file):
            "\(file.path) was written by a newer quiz; this one leaves it untouched: update quiz to keep playing with "
                + "your history"
        case .damaged(let file, let reason):
            "\(file.path) is damaged (\(reason)): move it aside (mv \(file.path) \(file.path).damaged) and the next "
                + "start makes a new one"
        case .foreign(let file, let tables):
            "\(file.path) is not quiz's database but another program's (its tables: \(PlayerDatabaseError.list(tables))); "
                + "quiz leaves it untouched: move it elsewhere, and the next start makes a new one"
        case .diskFull(let file):
            "\(file.path): the disk is full, so the last change was not kept; everything kept before it is whole"
        case .failed(let file, let reason):
            "\(file.path): \(reason)"
        }
    }

    /// `a, b, c`, or the first five and `…`.
    public static func list(_ tables: [String]) -> String {
        tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
    }
}

/// The error said when the database could not be opened: why, and that this session keeps nothing.
public struct PlayerDatabaseUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    public var reason: PlayerDatabaseError

    public init(reason: PlayerDatabaseError) {
        self.reason = reason
    }

    public var description: String { reason.description + "; the results of this session are not kept" }
}
