import Foundation

/// What a client sends over a room's WebSocket, one JSON object a text message: `{"v": 1, "type": "join", ...}`.
///
/// The first message of a connection says who it is (`join` or `host`); the others act in the room. The README's
/// "The class protocol" lists every message with an example.
public enum ClientMessage: Sendable, Hashable {
    /// A player enters the room, or comes back with the same name and device key and keeps every point; in a room of
    /// teams, `team` is the one they play for (nil: dealt by the room), which they may change until the game starts.
    case join(name: String, device: String, team: String? = nil)
    /// The host takes the room with the key that opening it gave.
    case host(key: String)
    /// A screen that only watches, such as a projector without the host key: it sees what the host sees.
    case watch
    /// A player's answer to question `question` (numbered from 1), as typed: `2`, `Argentina`, `yes`, `1 3`, a text.
    case answer(question: Int, answer: String)
    /// The host starts the game, or opens the next question after the results of one.
    case next
    /// The host closes the open question now; the answers given keep their points.
    case skip
    /// The host sends a player out of the room, freeing the place; that player's device cannot come back.
    case kick(name: String)
    /// The host closes the room to new names (`true`) or opens it again; its players may always come back.
    case lock(Bool)
    /// The host ends the game: the podium, and the results kept.
    case end
    /// Anyone, at any time: answered with `pong` of the same id once everything the connection sent before it has
    /// been acted on, so that a client knows every message those caused has reached it.
    case ping(id: Int)
}

extension ClientMessage: Codable {
    private enum CodingKeys: String, MessageCodingKey {
        case v, type, name, device, key, question, answer, id, team
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .v)
        guard version == ClassProtocol.version else {
            throw DecodingError.dataCorruptedError(
                forKey: .v, in: container, debugDescription: "version \(version) is not \(ClassProtocol.version)")
        }
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "join":
            self = .join(
                name: try container.decode(String.self, forKey: .name),
                device: try container.decode(String.self, forKey: .device),
                team: try container.decodeIfPresent(String.self, forKey: .team))
        case "host": self = .host(key: try container.decode(String.self, forKey: .key))
        case "watch": self = .watch
        case "answer":
            self = .answer(
                question: try container.decode(Int.self, forKey: .question),
                answer: try container.decode(String.self, forKey: .answer))
        case "next", "start": self = .next
        case "skip": self = .skip
        case "kick": self = .kick(name: try container.decode(String.self, forKey: .name))
        case "lock": self = .lock(true)
        case "unlock": self = .lock(false)
        case "end": self = .end
        case "ping": self = .ping(id: try container.decode(Int.self, forKey: .id))
        default: throw ClassProtocol.unknownType(type, in: container)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = try ClassProtocol.container(of: encoder, type: type, keyedBy: CodingKeys.self)
        switch self {
        case .join(let name, let device, let team):
            try container.encode(name, forKey: .name)
            try container.encode(device, forKey: .device)
            try container.encodeIfPresent(team, forKey: .team)
        case .host(let key): try container.encode(key, forKey: .key)
        case .answer(let question, let answer):
            try container.encode(question, forKey: .question)
            try container.encode(answer, forKey: .answer)
        case .kick(let name): try container.encode(name, forKey: .name)
        case .ping(let id): try container.encode(id, forKey: .id)
        case .watch, .next, .skip, .end, .lock: break
        }
    }

    var type: String {
        switch self {
        case .join: "join"
        case .host: "host"
        case .watch: "watch"
        case .answer: "answer"
        case .next: "next"
        case .skip: "skip"
        case .kick: "kick"
        case .lock(let locked): locked ? "lock" : "unlock"
        case .end: "end"
        case .ping: "ping"
        }
    }
}
