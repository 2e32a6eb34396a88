import Foundation

/// `POST /rooms`: what a host asks for, and what the server answers, the host key among it.
public enum RoomOpening {
    /// The body of `POST /rooms`: `{"pack": "mundial-2022", "seconds": 20, "questions": 10, "showAnswers": true,
    /// "streakBonus": false, "teams": ["Red", "Blue"], "sharedDevices": false}`, and for a homework room its
    /// deadline as an ISO 8601 date-time, `"until": "2026-12-01T18:00:00Z"`.
    public struct Request: Codable, Sendable, Hashable {
        public var pack: String
        public var seconds: Int?
        public var questions: Int?
        public var showAnswers: Bool?
        public var seed: UInt64?
        public var streakBonus: Bool?
        public var teams: [String]?
        public var sharedDevices: Bool?
        public var until: Date?

        public init(
            pack: String, seconds: Int? = nil, questions: Int? = nil, showAnswers: Bool? = nil, seed: UInt64? = nil,
            streakBonus: Bool? = nil, teams: [String]? = nil, sharedDevices: Bool? = nil, until: Date? = nil
        ) {
            self.until = until
            self.teams = teams
            self.sharedDevices = sharedDevices
            self.pack = pack
            self.seconds = seconds
            self.questions = questions
            self.showAnswers = showAnswers
            self.seed = seed
            self.streakBonus = streakBonus
        }
    }

    /// The answer, `201`: the room's PIN for the players, and the key only the host receives.
    public struct Reply: Codable, Sendable, Hashable {
        public var pin: String
        public var key: String
        public var title: String
        public var questions: Int
        public var seconds: Int

        public init(_ room: Room) {
            pin = room.pin
            key = room.hostKey
            title = room.title
            questions = room.questions.count
            seconds = room.settings.seconds
        }
    }

    /// The largest body `POST /rooms` reads.
    public static let maximumRequest = 4096
}
