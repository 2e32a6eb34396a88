/// A team's place on the podium: its members' mean points, and its members ranked among themselves.
///
/// A team scores the mean of its members' points, rounded to the nearest point, so that a team of one compares with a
/// team of six on the same scale: neither the number of players nor an absent one counts for or against it. Teams
/// share a rank when their means are equal; a team nobody joined is left out.
public struct TeamStanding: Codable, Sendable, Hashable {
    public var rank: Int
    public var name: String
    /// The mean of the members' points.
    public var points: Int
    /// Set when another team has the same points.
    public var tie: Standing.Tie?
    public var members: [Standing]

    /// Ranks each team of `teams` by its members' mean points, its members by theirs.
    static func rank(_ teams: [(name: String, members: [Standing])]) -> [TeamStanding] {
        let scored = teams.filter { !$0.members.isEmpty }.map { team in
            let total = team.members.reduce(0) { $0 + $1.points }
            let mean = Int((Double(total) / Double(team.members.count)).rounded())
            return (team.name, mean, Standing.rank(team.members.map { ($0.name, $0.points, $0.right) }))
        }
        let members = Dictionary(scored.map { ($0.0, $0.2) }, uniquingKeysWith: { first, _ in first })
        return Standing.rank(scored.map { (name: $0.0, points: $0.1, right: 0) }).map {
            TeamStanding(rank: $0.rank, name: $0.name, points: $0.points, tie: $0.tie, members: members[$0.name] ?? [])
        }
    }
}
