/// A line of the history file that was skipped: `history.jsonl:7: skipped a damaged line`.
public struct HistoryWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, without its folder.
    public var file: String
    /// The line, from 1.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line): skipped a damaged line" }
}
