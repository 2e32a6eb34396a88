import QuizCore

/// Why a file could not be imported: where, and what was expected there.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// The line, from 1; nil when the fault is the whole file's.
    public var line: Int?
    public var message: String

    public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}
