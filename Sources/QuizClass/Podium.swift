/// The end of a game: every player ranked, with right answers and points.
public struct Podium: Codable, Sendable, Hashable {
    public var questions: Int
    /// Every player, first to last (see `Standing.rank(_:)`); kicked players are left out.
    public var standings: [Standing]
    /// The receiving player's own standing; nil for the host.
    public var you: Standing?
    /// In a room of teams, the teams ranked by their members' mean points (`TeamStanding`), first to last.
    public var teams: [TeamStanding]?
}
