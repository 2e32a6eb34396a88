/// The first message of a connection taken into a room.
public struct Welcome: Codable, Sendable, Hashable {
    public enum Role: String, Codable, Sendable {
        case host, player, watcher
    }

    /// Where the game stands when a player arrives after the start of a live room, or after a room's end.
    public enum Game: String, Codable, Sendable {
        case underWay = "under-way"
        case over
    }

    public var role: Role
    public var pin: String
    public var title: String
    public var questions: Int
    public var seconds: Int
    /// The player's name as the room shows it (made terminal-safe); nil for the host.
    public var name: String?
    /// The player's points so far: 0 on a first join, all of them on a rejoin.
    public var points: Int?
    /// The pack's name, against whose address (`/packs/NAME/`) the pictures it names are resolved.
    public var pack: String?
    /// The pack's language (`es`, `en`): the browser pages speak it.
    public var language: String?
    /// The room's teams, and the player's; nil in a room without teams.
    public var teams: [String]?
    public var team: String?
    /// A homework room's deadline, as an ISO 8601 date-time: each player plays at their own pace until then, and the
    /// results come after it; nil in a live room.
    public var until: String?
    /// To a player: nil in a live room's lobby and in a homework room before its deadline.
    public var game: Game?
}
