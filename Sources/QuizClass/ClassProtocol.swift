import Foundation

/// The version and limits of the class protocol, and its JSON: what both ends share.
public enum ClassProtocol {
    /// The `v` of every message; a message of another version is refused with `unsupported-version`.
    public static let version = 1
    /// The largest message a client may send, in bytes; a larger one closes the connection (WebSocket code 1009).
    public static let maximumClientMessage = 4096
    /// How many messages may wait for a client that does not read; one more and it is dropped, free to rejoin.
    public static let outboundBuffer = 256
    /// The most players a room holds; one more name is refused with `room-full` (those in it may always rejoin).
    public static let maximumPlayers = 2000
    /// Up to this many players in a room, each join or kick sends the lobby to every player; beyond it, to the host,
    /// the watchers and the player joining only.
    public static let lobbyForEveryone = 40
    /// The most screens that may watch one room on one server, such as projector pages; one more is refused with
    /// `too-many-watchers`.
    public static let maximumWatchers = 20

    /// Encodes a message as the one line of JSON that travels, keys sorted so that it reads the same every time, and
    /// dates as ISO 8601 date-times.
    public static func encode(_ message: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(message) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes a client's message, or says in a sentence what is wrong with it.
    public static func decodeClientMessage(_ text: String) -> Result<ClientMessage, RoomError> {
        guard text.utf8.count <= maximumClientMessage else { return .failure(.messageTooLarge(text.utf8.count)) }
        do {
            return .success(try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.last?.stringValue == "v" {
            return .failure(.unsupportedVersion)
        } catch {
            return .failure(.malformedMessage(Self.reason(error)))
        }
    }

    public static func decodeServerMessage(_ text: String) throws -> ServerMessage {
        try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8))
    }

    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "it has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case .dataCorrupted(let context) where !context.codingPath.isEmpty: context.debugDescription
        default: "it is not a JSON object"
        }
    }
}

/// The coding keys of a message: every message has its version `v` and its `type`.
protocol MessageCodingKey: CodingKey {
    static var v: Self { get }
    static var type: Self { get }
}

extension ClassProtocol {
    /// The container of a message being encoded, its version and type written.
    static func container<Key: MessageCodingKey>(of encoder: any Encoder, type: String, keyedBy: Key.Type) throws
        -> KeyedEncodingContainer<Key>
    {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(version, forKey: .v)
        try container.encode(type, forKey: .type)
        return container
    }

    /// The error of a message whose type no message has.
    static func unknownType<Key: MessageCodingKey>(_ type: String, in container: KeyedDecodingContainer<Key>)
        -> DecodingError
    {
        .dataCorruptedError(forKey: .type, in: container, debugDescription: "no message is of type \"\(type)\"")
    }
}
