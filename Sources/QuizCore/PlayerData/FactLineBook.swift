/// Where the line of facts of each fact pack is kept across sessions.
public protocol FactLineBook: Sendable {
    /// The line of `pack`; a new one when none was kept.
    func line(for pack: String) throws -> FactLine
    /// Keeps `line` as the line of `pack`, replacing the one kept before.
    func setLine(_ line: FactLine, for pack: String) throws
}
