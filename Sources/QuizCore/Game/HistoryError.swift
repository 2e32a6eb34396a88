import Foundation

/// Why the history file of earlier versions could not be read.
public enum HistoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The history file exists but could not be read.
    case cannotRead(URL, reason: String)

    public var description: String {
        switch self {
        case .cannotRead(let url, let reason):
            "\(url.path): cannot read the history of games (\(reason))"
        }
    }
}
