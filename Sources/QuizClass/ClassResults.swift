import Foundation

/// What a finished room keeps: every player's right answers and points, ranked.
public struct ClassResults: Codable, Sendable, Hashable {
    public var pin: String
    public var pack: String
    public var title: String
    public var startedAt: Date
    public var endedAt: Date
    /// How many questions were asked before the end.
    public var questions: Int
    public var standings: [Standing]
    /// Each question asked with every answer given; empty in results kept before answers were.
    public var asked: [AskedQuestion]
    /// The teams ranked by their players' mean points, as the podium showed them; nil in a game without teams.
    public var teams: [TeamStanding]?
    /// The room's host key, which opens its report page once the room is gone; nil in results kept before it was.
    /// Never in the JSON that `quiz results` prints.
    public var hostKey: String?

    private enum CodingKeys: String, CodingKey {
        case pin, pack, title, startedAt, endedAt, questions, standings, asked, teams
    }

    public init(
        pin: String, pack: String, title: String, startedAt: Date, endedAt: Date, questions: Int,
        standings: [Standing], asked: [AskedQuestion] = [], teams: [TeamStanding]? = nil, hostKey: String? = nil
    ) {
        self.pin = pin
        self.pack = pack
        self.title = title
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.questions = questions
        self.standings = standings
        self.asked = asked
        self.teams = teams
        self.hostKey = hostKey
    }
}
