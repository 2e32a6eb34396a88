import Foundation

public struct RoomSettings: Codable, Sendable, Hashable {
    public static let defaultSeconds = 20
    public static let secondsRange = 5...600
    public static let teamRange = 2...50
    /// Seconds a team talks over each question, with shared devices, before its device may answer.
    public static let teamTalkSeconds = 5
    /// How far ahead a homework room's deadline may be: 30 days.
    public static let longestHomework: TimeInterval = 30 * 86_400

    public var seconds: Int
    /// How many questions to ask, drawn by `seed`; nil for all of the pack's.
    public var questions: Int?
    /// Whether players see the right answer and the counts on their own screens, or only the host does.
    public var showAnswers: Bool
    /// Orders the questions: the same seed, the same game.
    public var seed: UInt64
    /// Whether right answers in a row earn a bonus (`AnswerPoints.streakBonus`).
    public var streakBonus: Bool
    /// The teams' names; empty for a game of players alone.
    public var teams: [String]
    /// Whether each team plays on one device, named after the team, which answers after a team talk.
    public var sharedDevices: Bool
    /// The deadline of a homework room, where each student plays at their own pace until then; nil for a live room,
    /// which the host drives.
    public var until: Date?

    public init(
        seconds: Int = defaultSeconds, questions: Int? = nil, showAnswers: Bool = true, seed: UInt64 = 0,
        streakBonus: Bool = false, teams: [String] = [], sharedDevices: Bool = false, until: Date? = nil
    ) {
        self.until = until
        self.seconds = seconds
        self.questions = questions
        self.showAnswers = showAnswers
        self.seed = seed
        self.streakBonus = streakBonus
        self.teams = teams
        self.sharedDevices = sharedDevices
    }

    /// The teams a host typed: `Team 1` to `Team N` for a number N, `team` naming them in the host's language, else
    /// the names between commas, the spaces around each left out.
    public static func teams(typed: String, team: String = "Team") -> [String] {
        guard let count = Int(typed) else {
            return typed.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        return (0..<max(0, count)).map { "\(team) \($0 + 1)" }
    }

    /// The settings a host asked for, each absent one at its default; `seed` when the host gave none.
    public init(_ request: RoomOpening.Request, seed: UInt64) {
        self.init(
            seconds: request.seconds ?? Self.defaultSeconds, questions: request.questions,
            showAnswers: request.showAnswers ?? true, seed: request.seed ?? seed,
            streakBonus: request.streakBonus ?? false, teams: request.teams ?? [],
            sharedDevices: request.sharedDevices ?? false, until: request.until)
    }

    /// Settings kept before the streak bonus existed have none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seconds = try container.decode(Int.self, forKey: .seconds)
        questions = try container.decodeIfPresent(Int.self, forKey: .questions)
        showAnswers = try container.decode(Bool.self, forKey: .showAnswers)
        seed = try container.decode(UInt64.self, forKey: .seed)
        streakBonus = try container.decodeIfPresent(Bool.self, forKey: .streakBonus) ?? false
        teams = try container.decodeIfPresent([String].self, forKey: .teams) ?? []
        sharedDevices = try container.decodeIfPresent(Bool.self, forKey: .sharedDevices) ?? false
        until = try container.decodeIfPresent(Date.self, forKey: .until)
    }
}
