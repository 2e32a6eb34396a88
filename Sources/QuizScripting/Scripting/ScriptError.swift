/// Why a script or a transcript could not be run or checked.
public enum ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// A line of a script or a transcript, from 1, is not UTF-8 text.
    case notUTF8(path: String, line: Int)
    case noTranscripts(path: String)
    case unwritable(path: String, reason: String)
    case unwritableReport(path: String, reason: String)
    case reportOverInput(path: String, input: String)
    case noSandbox(reason: String)
    case noCommands(path: String)
    /// A ` (re)` line of a transcript, from 1, is not a pattern `quiz test` reads.
    case refusedPattern(path: String, line: Int, reason: PatternRefusal)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notUTF8(let path, let line): "cannot read \(path): line \(line) is not UTF-8 text"
        case .noTranscripts(let path): "\(path) is neither a .session file nor a folder that holds any"
        case .unwritable(let path, let reason): "cannot update \(path): \(reason)"
        case .unwritableReport(let path, let reason): "cannot write the report \(path): \(reason)"
        case .reportOverInput(let path, let input):
            "cannot write the report \(path): it is \(input), which this run reads; give the report another file"
        case .noSandbox(let reason): "cannot make the temporary folders to run a script in: \(reason)"
        case .noCommands(let path):
            "\(path) has no command to replay: each follows a prompt, as in \"quiz> load films\"; quiz run --echo writes "
                + "a transcript"
        case .refusedPattern(let path, let line, let reason): "\(path):\(line): the (re) pattern is refused: \(reason)"
        }
    }
}
