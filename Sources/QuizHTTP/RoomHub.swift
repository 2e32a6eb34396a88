import Foundation
import QuizClass
import QuizCore

/// The rooms of one `quiz serve`: opens them, takes their WebSocket connections, hands each message to its `Room`
/// and sends what the room says to whom, closes questions at their deadline, and keeps each finished game's results.
///
/// The rules live in `Room` (QuizClass); this actor is only their transport-side bookkeeping. Times come from
/// `clock`; deadlines are waited for with `Task.sleep`.
public actor RoomHub {
    public struct Limits: Sendable, Hashable {
        /// The most rooms open at once.
        public var rooms: Int
        /// Seconds without anything happening after which a room closes (ending its game, results kept).
        public var idleSeconds: TimeInterval

        public init(rooms: Int = 100, idleSeconds: TimeInterval = 3600) {
            self.rooms = rooms
            self.idleSeconds = idleSeconds
        }
    }

    /// Why a room could not be opened.
    public enum OpenError: Error, Sendable, Hashable, CustomStringConvertible {
        case noSuchPack(String)
        case nothingToAsk(String)
        case badSeconds(Int)
        case badQuestionCount(Int)
        case tooManyRooms(Int)

        public var description: String {
            switch self {
            case .noSuchPack(let name): "no pack is called \"\(name)\" on this server"
            case .nothingToAsk(let name): "pack \"\(name)\" has no question a room can judge"
            case .badSeconds(let seconds):
                "\(seconds) s is not a time for a question: give \(RoomSettings.secondsRange.lowerBound) to "
                    + "\(RoomSettings.secondsRange.upperBound)"
            case .badQuestionCount(let count): "\(count) is not a number of questions: give 1 or more"
            case .tooManyRooms(let limit): "\(limit) rooms are open, the limit of this server; end one first"
            }
        }
    }

    /// Who a connection turned out to be.
    public enum Identity: Sendable, Hashable {
        case host(key: String)
        case player(String)
    }

    private let packs: @Sendable (String) -> Pack?
    private let clock: any GameClock
    private let limits: Limits
    private let makeKey: @Sendable () -> String
    private let keep: @Sendable (ClassResults) async -> Void
    private var pins: RoomPINs
    private var rooms: [String: Room] = [:]
    private var hosts: [String: [Int: RoomConnection]] = [:]
    private var players: [String: [String: RoomConnection]] = [:]
    private var timers: [String: Task<Void, Never>] = [:]
    private var kept: Set<String> = []
    /// Each room's host key, so that an idle room's game can be ended.
    private var keys: [String: String] = [:]
    private var guesses = GuessLimiter()

    /// - Parameters:
    ///   - packs: the pack of a name, with its answers.
    ///   - seed: the seed of the PINs.
    ///   - makeKey: a new host key, unguessable.
    ///   - keep: stores a finished game's results.
    public init(
        packs: @escaping @Sendable (String) -> Pack?, clock: any GameClock = SystemClock(), seed: UInt64,
        limits: Limits = Limits(), makeKey: @escaping @Sendable () -> String = RoomHub.randomKey,
        keep: @escaping @Sendable (ClassResults) async -> Void = { _ in }
    ) {
        self.packs = packs
        self.clock = clock
        self.limits = limits
        self.makeKey = makeKey
        self.keep = keep
        pins = RoomPINs(seed: seed)
    }

    /// 32 hexadecimal digits from the system's generator.
    public static func randomKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }
            .joined()
    }

    /// Opens a room over pack `name`; returns it with its host key.
    public func open(pack name: String, settings: RoomSettings) async throws(OpenError) -> (room: Room, key: String) {
        guard RoomSettings.secondsRange.contains(settings.seconds) else { throw .badSeconds(settings.seconds) }
        if let count = settings.questions, count < 1 { throw .badQuestionCount(count) }
        await closeIdleRooms()
        guard rooms.count < limits.rooms else { throw .tooManyRooms(limits.rooms) }
        guard let pack = packs(name) else { throw .noSuchPack(name) }
        guard let pin = pins.next(avoiding: Set(rooms.keys)) else { throw .tooManyRooms(limits.rooms) }
        let key = makeKey()
        guard let room = Room(pin: pin, hostKey: key, pack: pack, settings: settings, now: clock.now()) else {
            throw .nothingToAsk(name)
        }
        rooms[pin] = room
        keys[pin] = key
        return (room, key)
    }

    /// Whether a connection from `address` may enter room `pin`: nil, or the error to send before closing it. A
    /// PIN no room has counts against the address.
    public func admit(pin: String, address: String) -> RoomError? {
        let now = clock.now()
        if let seconds = guesses.wait(for: address, now: now) { return .tooManyGuesses(seconds: seconds) }
        guard rooms[pin] != nil else {
            guesses.recordWrongGuess(from: address, now: now)
            return .noSuchRoom(pin)
        }
        return nil
    }

    /// Acts on one message of a connection to room `pin`, and returns who the connection is after it.
    public func receive(
        _ message: ClientMessage, in pin: String, from connection: RoomConnection, as identity: Identity?
    ) async -> Identity? {
        guard var room = rooms[pin] else {
            refuse(RoomError.noSuchRoom(pin), to: connection)
            return identity
        }
        if case .ping(let id) = message {
            connection.send(.pong(id: id))
            return identity
        }
        let now = clock.now()
        var identity = identity
        var deliveries: [Room.Delivery] = []
        do {
            switch (message, identity) {
            case (.host(let key), nil):
                deliveries = try room.host(key: key, now: now)
                hosts[pin, default: [:]][connection.id] = connection
                identity = .host(key: key)
            case (.join(let name, let device), nil):
                let joined = try room.join(name: name, device: device, now: now)
                if let previous = players[pin]?[joined.player], previous !== connection { previous.close() }
                players[pin, default: [:]][joined.player] = connection
                deliveries = joined.deliveries
                identity = .player(joined.player)
            case (.answer(let number, let typed), .player(let player)?):
                deliveries = try room.answer(player: player, question: number, typed: typed, now: now)
            case (.next, .host(let key)?): deliveries = try room.next(key: key, now: now)
            case (.skip, .host(let key)?): deliveries = try room.skip(key: key, now: now)
            case (.end, .host(let key)?): deliveries = try room.end(key: key, now: now)
            case (.kick(let name), .host(let key)?): deliveries = try room.kick(key: key, name: name, now: now)
            case (_, nil): throw RoomError.notIdentified
            default: throw RoomError.malformedMessage("this connection cannot send that message")
            }
        } catch {
            refuse(error as? RoomError ?? .malformedMessage("\(error)"), to: connection)
        }
        rooms[pin] = room
        await settle(pin, deliveries)
        return identity
    }

    /// A connection ended: a player is no longer waited for, and keeps every point.
    public func disconnect(_ connection: RoomConnection, in pin: String, as identity: Identity?) async {
        connection.close()
        switch identity {
        case .host?: hosts[pin]?[connection.id] = nil
        case .player(let key)?:
            guard players[pin]?[key] === connection, var room = rooms[pin] else { return }
            players[pin]?[key] = nil
            let deliveries = room.disconnect(player: key, now: clock.now())
            rooms[pin] = room
            await settle(pin, deliveries)
        case nil: break
        }
    }

    /// The room of `pin` as it stands, for tests and the log.
    public func room(_ pin: String) -> Room? { rooms[pin] }

    // MARK: Sending and timing

    private func refuse(_ error: RoomError, to connection: RoomConnection) {
        connection.send(.error(code: error.code, detail: error.description))
        if error.closesConnection { connection.close() }
    }

    /// Sends a step's deliveries, sets the timer of the open question, and keeps the results of a finished game.
    private func settle(_ pin: String, _ deliveries: [Room.Delivery]) async {
        for delivery in deliveries {
            switch delivery.to {
            case .host: for connection in (hosts[pin] ?? [:]).values { connection.send(delivery.message) }
            case .player(let key):
                guard let connection = players[pin]?[key] else { continue }
                connection.send(delivery.message)
                if delivery.message == .kicked {
                    connection.close()
                    players[pin]?[key] = nil
                }
            }
        }
        guard let room = rooms[pin] else { return }
        timers[pin]?.cancel()
        timers[pin] = nil
        if let deadline = room.deadline {
            let wait = max(0, deadline.timeIntervalSince(clock.now()))
            timers[pin] = Task { [weak self] in
                try? await Task.sleep(for: .milliseconds(Int((wait * 1000).rounded(.up)) + 1))
                guard !Task.isCancelled else { return }
                await self?.tick(pin)
            }
        }
        if let results = room.results, kept.insert(pin).inserted { await keep(results) }
    }

    private func tick(_ pin: String) async {
        guard var room = rooms[pin] else { return }
        let deliveries = room.tick(now: clock.now())
        rooms[pin] = room
        await settle(pin, deliveries)
    }

    /// Closes the rooms where nothing happened for `limits.idleSeconds`, ending their games first so that their
    /// results are kept.
    private func closeIdleRooms() async {
        let now = clock.now()
        for (pin, room) in rooms where now.timeIntervalSince(room.lastActivity) >= limits.idleSeconds {
            if !room.isFinished, var ended = rooms[pin], let key = keys[pin] {
                let deliveries = (try? ended.end(key: key, now: now)) ?? []
                rooms[pin] = ended
                await settle(pin, deliveries)
            }
            for connection in (hosts[pin] ?? [:]).values { connection.close() }
            for connection in (players[pin] ?? [:]).values { connection.close() }
            timers[pin]?.cancel()
            (rooms[pin], hosts[pin], players[pin], timers[pin], keys[pin]) = (nil, nil, nil, nil, nil)
            kept.remove(pin)
        }
    }
}
