import Foundation

/// Why the history file of earlier versions exists but could not be read.
public struct HistoryError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: URL
    public var reason: String

    public var description: String { "\(file.path): cannot read the history of games (\(reason))" }
}
