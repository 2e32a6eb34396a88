/// A command of a script that ran: its line number, from 1, the command as run, its failure without `error: `, if
/// it failed, and how long it took.
public struct ScriptStep: Sendable, Hashable {
    public var line: Int
    public var command: String
    public var failure: String?
    public var took: Duration
}
