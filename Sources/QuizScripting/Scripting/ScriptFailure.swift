/// A command of a script that failed: its line number, from 1, and the message without `error: `.
public struct ScriptFailure: Sendable, Hashable {
    public var line: Int
    public var message: String
}
