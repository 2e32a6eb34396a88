import Foundation

/// Why the history file could not be read or written.
public enum HistoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder of the history file could not be created.
    case cannotCreateFolder(URL, reason: String)
    /// The history file could not be opened or written; the game is not recorded.
    case cannotWrite(URL, reason: String)
    /// The history file exists but could not be read.
    case cannotRead(URL, reason: String)
    /// The record could not be encoded.
    case cannotEncode(reason: String)

    public var description: String {
        switch self {
        case .cannotCreateFolder(let url, let reason):
            "\(url.path): cannot create the folder for the history of games (\(reason))"
        case .cannotWrite(let url, let reason):
            "\(url.path): cannot record the game (\(reason)); check that the folder is writable"
        case .cannotRead(let url, let reason):
            "\(url.path): cannot read the history of games (\(reason))"
        case .cannotEncode(let reason):
            "cannot record the game: \(reason)"
        }
    }
}
