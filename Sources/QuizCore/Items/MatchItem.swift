/// A football match whose winner the player guesses (`/partidos.json`).
public struct MatchItem: ItemOfKind {
    public struct Team: Codable, Sendable, Hashable {
        public var name: String
        public var flag: String?

        public init(name: String, flag: String? = nil) {
            self.name = name
            self.flag = flag
        }
    }

    public var id: Int
    public var phase: String
    public var team1: Team
    public var team2: Team
    /// 1 when `team1` won, 2 when `team2` did; there are no draws.
    public var winner: Int
    /// The score, with penalty shoot-outs in parentheses: `0(3)-0(0)`.
    public var details: String

    public init(id: Int, phase: String, team1: Team, team2: Team, winner: Int, details: String) {
        self.id = id
        self.phase = phase
        self.team1 = team1
        self.team2 = team2
        self.winner = winner
        self.details = details
    }
}
