import QuizCore

/// What the server sends over a room's WebSocket, one JSON object a text message: `{"v": 1, "type": "question", ...}`.
public enum ServerMessage: Sendable, Hashable {
    /// The connection is in the room: as host, or as a player (with the points kept on a rejoin).
    case welcome(Welcome)
    /// Who is in the room, in the order they joined; sent whenever it changes.
    case lobby(players: [String])
    /// A question opens: everything but its solution, with the time left measured on the server.
    case question(QuestionShown)
    /// The player's answer was taken; the verdict comes when the question closes.
    case received(question: Int)
    /// To the host: how many players have answered the open question.
    case progress(question: Int, answered: Int, players: Int)
    /// The question is closed: its solution, the counts, the top 5, and to a player their own verdict and rank.
    case closed(QuestionClosed)
    /// The game is over: every player ranked, ties explained.
    case podium(Podium)
    /// To a student of a homework room: they have been through every question; the podium comes at the deadline.
    case done(HomeworkDone)
    /// The host sent this player out of the room.
    case kicked
    /// To the host and the watchers: the room is locked to new names, or open to them again.
    case locked(Bool)
    /// What the client sent could not be done; the connection stays open unless the code says it closes. An answer
    /// refused has its reason too, for a client to say in its player's language.
    case error(code: RoomError.Code, detail: String, reason: GameError? = nil)
    /// The answer to a `ping` of the same id: what the connection sent before it has been acted on.
    case pong(id: Int)
}

extension ServerMessage: Codable {
    private enum CodingKeys: String, MessageCodingKey {
        case v, type, welcome, players, question, answered, closed, podium, code, detail, reason, id, locked
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "welcome": self = .welcome(try Welcome(from: decoder))
        case "lobby": self = .lobby(players: try container.decode([String].self, forKey: .players))
        case "question": self = .question(try QuestionShown(from: decoder))
        case "received": self = .received(question: try container.decode(Int.self, forKey: .question))
        case "progress":
            self = .progress(
                question: try container.decode(Int.self, forKey: .question),
                answered: try container.decode(Int.self, forKey: .answered),
                players: try container.decode(Int.self, forKey: .players))
        case "closed": self = .closed(try QuestionClosed(from: decoder))
        case "podium": self = .podium(try Podium(from: decoder))
        case "done": self = .done(try HomeworkDone(from: decoder))
        case "kicked": self = .kicked
        case "locked": self = .locked(try container.decode(Bool.self, forKey: .locked))
        case "error":
            self = .error(
                code: try container.decode(RoomError.Code.self, forKey: .code),
                detail: try container.decode(String.self, forKey: .detail),
                reason: try container.decodeIfPresent(GameError.self, forKey: .reason))
        case "pong": self = .pong(id: try container.decode(Int.self, forKey: .id))
        case let type: throw ClassProtocol.unknownType(type, in: container)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = try ClassProtocol.container(of: encoder, type: type, keyedBy: CodingKeys.self)
        switch self {
        case .welcome(let welcome): try welcome.encode(to: encoder)
        case .lobby(let players): try container.encode(players, forKey: .players)
        case .question(let question): try question.encode(to: encoder)
        case .received(let question): try container.encode(question, forKey: .question)
        case .progress(let question, let answered, let players):
            try container.encode(question, forKey: .question)
            try container.encode(answered, forKey: .answered)
            try container.encode(players, forKey: .players)
        case .closed(let closed): try closed.encode(to: encoder)
        case .podium(let podium): try podium.encode(to: encoder)
        case .done(let done): try done.encode(to: encoder)
        case .error(let code, let detail, let reason):
            try container.encode(code, forKey: .code)
            try container.encode(detail, forKey: .detail)
            try container.encodeIfPresent(reason, forKey: .reason)
        case .pong(let id): try container.encode(id, forKey: .id)
        case .locked(let locked): try container.encode(locked, forKey: .locked)
        case .kicked: break
        }
    }

    var type: String {
        switch self {
        case .welcome: "welcome"
        case .lobby: "lobby"
        case .question: "question"
        case .received: "received"
        case .progress: "progress"
        case .closed: "closed"
        case .podium: "podium"
        case .done: "done"
        case .kicked: "kicked"
        case .locked: "locked"
        case .error: "error"
        case .pong: "pong"
        }
    }
}
