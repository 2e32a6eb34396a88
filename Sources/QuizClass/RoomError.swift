import Foundation
import QuizCore

/// Why a room refused what a client or host asked; its `code` travels in an `error` message.
public enum RoomError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The machine-readable name of each error, as the `error` message's `code`.
    public enum Code: String, Codable, Sendable {
        case messageTooLarge = "message-too-large"
        case malformedMessage = "malformed-message"
        case unsupportedVersion = "unsupported-version"
        case noSuchRoom = "no-such-room"
        case tooManyGuesses = "too-many-guesses"
        case notIdentified = "not-identified"
        case badName = "bad-name"
        case nameTaken = "name-taken"
        case kicked
        case wrongKey = "wrong-key"
        case notOpen = "not-open"
        case alreadyAnswered = "already-answered"
        case notAnAnswer = "not-an-answer"
        case noSuchPlayer = "no-such-player"
        case ambiguousPlayer = "ambiguous-player"
        case gameOver = "game-over"
        case roomsUnavailable = "rooms-unavailable"
        case roomFull = "room-full"
        case roomLocked = "room-locked"
        case tooManyWatchers = "too-many-watchers"
        case noSuchTeam = "no-such-team"
        case teamTalk = "team-talk"
        case homework
        case joinedElsewhere = "joined-elsewhere"
    }

    case messageTooLarge(Int)
    case malformedMessage(String)
    case unsupportedVersion
    case noSuchRoom(String)
    /// Too many PINs of no room were tried, from this address or from all; it may try again after `seconds`.
    case tooManyGuesses(seconds: Int)
    case notIdentified
    /// A name with nothing left once made terminal-safe, or too long.
    case badName(String)
    case nameTaken(String)
    case kicked
    case wrongKey
    case notOpen(question: Int)
    /// A `skip` while no question is open: a skip only closes the open one.
    case noQuestionOpen
    case alreadyAnswered(question: Int)
    case notAnAnswer(GameError)
    case noSuchPlayer(String)
    /// A kick of a name that several players have once case and accents are set aside, and theirs.
    case ambiguousPlayer(String, names: [String])
    case gameOver
    case roomsUnavailable(String)
    case roomFull(Int)
    case roomLocked
    /// `ClassProtocol.maximumWatchers` screens already watch the room on this server.
    case tooManyWatchers(Int)
    case noSuchTeam(String, teams: [String])
    /// An answer during the team talk that opens each question with shared devices: `seconds` are left of it.
    case teamTalk(seconds: Int)
    case homework(until: Date)
    case joinedElsewhere

    /// Whether the server closes the connection after saying it.
    public var closesConnection: Bool {
        switch self {
        case .messageTooLarge, .unsupportedVersion, .noSuchRoom, .tooManyGuesses, .kicked, .wrongKey, .roomFull,
            .roomLocked, .tooManyWatchers, .joinedElsewhere:
            true
        default: false
        }
    }

    /// Why an answer was refused, for a client to say in its player's language; nil for any other refusal.
    public var answerRefusal: GameError? {
        guard case .notAnAnswer(let reason) = self else { return nil }
        return reason
    }

    public var code: Code { explained.code }

    public var description: String { explained.description }

    private var explained: (code: Code, description: String) {
        switch self {
        case .messageTooLarge(let bytes):
            (.messageTooLarge, "the message is \(bytes) bytes, over the limit of \(ClassProtocol.maximumClientMessage)")
        case .malformedMessage(let reason): (.malformedMessage, "the message is not one of the protocol's: \(reason)")
        case .unsupportedVersion:
            (.unsupportedVersion, "this server speaks version \(ClassProtocol.version) of the class protocol")
        case .noSuchRoom(let pin): (.noSuchRoom, "no open room has the PIN \(pin)")
        case .tooManyGuesses(let seconds):
            (.tooManyGuesses, "too many wrong PINs were tried; try again in \(seconds) s")
        case .notIdentified: (.notIdentified, "say who you are first: a join or host message")
        case .badName(let name):
            (.badName, "\"\(name)\" is not a name for a room: 1 to \(PlayerName.maximumLength) characters")
        case .nameTaken(let name): (.nameTaken, "another player is called \"\(name)\"; choose another name")
        case .kicked: (.kicked, "the host sent you out of this room")
        case .wrongKey: (.wrongKey, "that is not this room's host key")
        case .notOpen(let question): (.notOpen, "question \(question) is not open")
        case .noQuestionOpen: (.notOpen, "no question is open; \"next\" opens the next one")
        case .alreadyAnswered(let question): (.alreadyAnswered, "question \(question) was already answered")
        case .notAnAnswer(let reason): (.notAnAnswer, reason.description)
        case .noSuchPlayer(let name): (.noSuchPlayer, "no player is called \"\(name)\"")
        case .ambiguousPlayer(let name, let names):
            (
                .ambiguousPlayer,
                "\"\(name)\" could be any of \(names.joined(separator: ", ")); type the name as the room shows it"
            )
        case .gameOver: (.gameOver, "the game is over")
        case .roomsUnavailable(let address):
            (
                .roomsUnavailable,
                "the rooms' database at \(address) does not answer; nothing was changed, try again in a moment"
            )
        case .roomFull(let limit): (.roomFull, "the room is full: it holds at most \(limit) players")
        case .roomLocked: (.roomLocked, "the host locked the room: no new player may join")
        case .tooManyWatchers(let limit):
            (.tooManyWatchers, "\(limit) screens already watch this room, the most it allows")
        case .noSuchTeam(let team, let teams):
            (.noSuchTeam, "this room has no team \"\(team)\"; its teams: " + teams.joined(separator: ", "))
        case .teamTalk(let seconds): (.teamTalk, "the team talk goes on for \(seconds) s more; answer after it")
        case .homework(let until):
            (
                .homework,
                "this homework room has no next: each student goes at their own pace until \(until.formatted(.iso8601)); "
                    + "end closes it now"
            )
        case .joinedElsewhere:
            (
                .joinedElsewhere,
                "this player joined the room from another terminal, which plays in the place of this one"
            )
        }
    }
}
