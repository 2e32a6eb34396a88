import Foundation
import QuizCore

/// The rooms of one `quiz serve`: opens them, takes their WebSocket connections, hands each message to its `Room`
/// and sends what the room says to whom, closes questions at their deadline, and keeps each finished game's results.
///
/// The rules live in `Room` (QuizClass); this actor is only their transport-side bookkeeping. The rooms themselves
/// are in `store`: this process's memory, or a database that several servers share, where each change is applied
/// under the room's lock and the other processes are told of it. Times come from `clock`; deadlines are waited for
/// with `Task.sleep`, by every process that holds connections to the room, the first to fire closing the question.
public actor RoomHub {
    static let maximumRooms = 100
    /// Seconds without anything happening after which a room closes (ending its game, results kept).
    static let idleSeconds: TimeInterval = 3600

    /// Who a connection turned out to be.
    public enum Identity: Codable, Sendable, Hashable {
        case host(key: String)
        case player(String)
        /// A screen that only watches (`ClientMessage.watch`).
        case watcher
    }

    private let packs: @Sendable (String) -> Pack?
    private let clock: any GameClock
    private let keep: @Sendable (ClassResults) async -> Void
    private let kept: @Sendable (String) async -> [ClassResults]
    private let store: any RoomStore
    private var pins: RoomPINs
    private var hosts: [String: [Int: RoomConnection]] = [:]
    private var players: [String: [String: RoomConnection]] = [:]
    /// The screens that see what the host sees without its key, such as a projector page.
    private var watchers: [String: [Int: RoomConnection]] = [:]
    private var timers: [String: Task<Void, Never>] = [:]
    /// With a shared store: each room's last change whose deliveries went to this process's connections.
    private var sent: [String: Int] = [:]
    private var following: Task<Void, Never>?
    private var guesses = GuessLimiter()

    /// - Parameters:
    ///   - packs: the pack of a name, with its answers.
    ///   - seed: the seed of the PINs.
    ///   - keep: stores a finished game's results.
    ///   - kept: the results kept of the games of a PIN, whose report outlives the room.
    ///   - store: where the rooms live; a shared store keeps the results itself, in the change that ends the game.
    public init(
        packs: @escaping @Sendable (String) -> Pack?, clock: any GameClock = SystemClock(), seed: UInt64,
        keep: @escaping @Sendable (ClassResults) async -> Void = { _ in },
        kept: @escaping @Sendable (String) async -> [ClassResults] = { _ in [] },
        store: any RoomStore = MemoryRoomStore()
    ) {
        self.packs = packs
        self.clock = clock
        self.keep = keep
        self.kept = kept
        self.store = store
        pins = RoomPINs(seed: seed)
    }

    /// 32 hexadecimal digits from the system's generator.
    public static func randomKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }
            .joined()
    }

    /// Opens a room over pack `name`, with a new host key.
    public func open(pack name: String, settings: RoomSettings) async throws(OpenError) -> Room {
        follow()
        guard RoomSettings.secondsRange.contains(settings.seconds) else { throw .badSeconds(settings.seconds) }
        if let count = settings.questions, count < 1 { throw .badQuestionCount(count) }
        try Self.checkTeams(settings.teams)
        if let until = settings.until {
            try Self.checkDeadline(until, now: clock.now())
            guard !settings.sharedDevices else { throw .sharedDevicesHomework }
        }
        await closeIdleRooms()
        // Another server may take the PIN between the look and the insert: then the next one is tried.
        for _ in 0..<10 {
            let taken: Set<String>
            do { taken = try await store.pins() } catch { throw .roomsUnavailable(error) }
            guard taken.count < Self.maximumRooms else { throw .tooManyRooms(Self.maximumRooms) }
            guard let pack = packs(name) else { throw .noSuchPack(name) }
            guard let pin = pins.next(avoiding: taken) else { throw .tooManyRooms(Self.maximumRooms) }
            guard let room = Room(pin: pin, hostKey: Self.randomKey(), pack: pack, settings: settings, now: clock.now())
            else {
                throw .nothingToAsk(name)
            }
            do {
                if try await store.add(room) { return room }
            } catch {
                throw .roomsUnavailable(error)
            }
        }
        throw .tooManyRooms(Self.maximumRooms)
    }

    /// Refuses a homework room's deadline that has passed or is more than `RoomSettings.longestHomework` ahead.
    public static func checkDeadline(_ until: Date, now: Date) throws(OpenError) {
        guard until > now else { throw .deadlinePassed(until) }
        guard until.timeIntervalSince(now) <= RoomSettings.longestHomework else { throw .deadlineTooFar(until) }
    }

    /// Refuses a number of teams out of `RoomSettings.teamRange`, a name that would not show, and two names alike.
    public static func checkTeams(_ teams: [String]) throws(OpenError) {
        guard !teams.isEmpty else { return }
        guard RoomSettings.teamRange.contains(teams.count) else { throw .badTeamCount(teams.count) }
        var seen: Set<String> = []
        for (position, typed) in teams.enumerated() {
            guard let name = PlayerName(typed), name.description == typed else {
                throw .badTeamName(position + 1, String(typed.prefix(PlayerName.maximumLength * 2)))
            }
            guard seen.insert(name.key).inserted else { throw .sameTeamName(typed) }
        }
    }

    /// Whether a connection from `address` may enter room `pin`: nil, or the error to send before closing it. A
    /// PIN no room has counts against the address.
    public func admit(pin: String, address: String) async -> RoomError? {
        follow()
        let now = clock.now()
        if let seconds = guesses.wait(for: address, now: now) { return .tooManyGuesses(seconds: seconds) }
        do {
            guard try await store.pins().contains(pin) else {
                guesses.recordWrongGuess(from: address, now: now)
                return .noSuchRoom(pin)
            }
        } catch {
            return error
        }
        return nil
    }

    /// Acts on one message of a connection to room `pin`, and returns who the connection is after it.
    public func receive(
        _ message: ClientMessage, in pin: String, from connection: RoomConnection, as identity: Identity?
    ) async -> Identity? {
        if case .watch = message, identity == nil, watchers[pin, default: [:]].count >= ClassProtocol.maximumWatchers {
            Self.refuse(RoomError.tooManyWatchers(ClassProtocol.maximumWatchers), to: connection)
            return identity
        }
        if case .ping(let id) = message {
            connection.send(.pong(id: id))
            return identity
        }
        let now = clock.now()
        let change: RoomChange<RoomStep.Outcome>?
        do {
            change = try await store.change(pin, .message(message, from: identity, at: now))
        } catch {
            Self.refuse(error, to: connection)
            return identity
        }
        guard let change else {
            Self.refuse(RoomError.noSuchRoom(pin), to: connection)
            return identity
        }
        if case .host? = change.value.identity, identity == nil { hosts[pin, default: [:]][connection.id] = connection }
        if case .watcher? = change.value.identity, identity == nil {
            for message in change.value.watched { connection.send(message) }
            watchers[pin, default: [:]][connection.id] = connection
        }
        if let player = change.value.joined {
            if let previous = players[pin]?[player], previous !== connection {
                Self.refuse(RoomError.joinedElsewhere, to: previous)
            }
            players[pin, default: [:]][player] = connection
        }
        if let refusal = change.value.refusal { Self.refuse(refusal, to: connection) }
        await settle(change)
        return change.value.identity
    }

    /// A connection ended: a player is no longer waited for, and keeps every point.
    public func disconnect(_ connection: RoomConnection, in pin: String, as identity: Identity?) async {
        connection.close()
        switch identity {
        case .host?: hosts[pin]?[connection.id] = nil
        case .watcher?: watchers[pin]?[connection.id] = nil
        case .player(let key)?:
            guard players[pin]?[key] === connection else { return }
            players[pin]?[key] = nil
            try? await apply(.disconnect(player: key, at: clock.now()), in: pin)
        case nil: break
        }
    }

    /// The report of room `pin` as it stands, question by question and player by player, for the holder of its host
    /// key; once the room is gone, or its PIN went to another room, the report of its kept results. Nil when neither
    /// a room nor a kept game has that PIN.
    public func report(pin: String, key: String) async throws(RoomError) -> ClassReport? {
        let open = try await store.room(pin)
        guard var room = open, ConstantTimeComparison.equal(key, room.hostKey) else {
            let games = await kept(pin)
            if let game = games.last(where: { $0.hostKey.map { ConstantTimeComparison.equal(key, $0) } ?? false }) {
                return ClassReport(game, finished: true, byQuestion: true, byPlayer: true)
            }
            if open != nil || !games.isEmpty { throw .wrongKey }
            return nil
        }
        // A deadline due (a homework room's, on a clock that moved) is acted on before the report is read.
        if let due = room.deadline, due <= clock.now() {
            try await apply(.tick(at: clock.now()), in: pin)
            room = try await store.room(pin) ?? room
        }
        return ClassReport(room.report, finished: room.isFinished, byQuestion: true, byPlayer: true)
    }

    /// Sets the timers of the homework rooms the store kept, taken up after a restart.
    public func resume() async {
        follow()
        for room in await everyRoom() ?? [] where room.isHomework { arm(room.pin, deadline: room.deadline) }
    }

    /// The packs of the open rooms whose game is not over, of every server sharing the store; nil when the store does
    /// not answer.
    public func packsInPlay() async -> Set<String>? {
        await everyRoom().map { rooms in Set(rooms.filter { !$0.isFinished }.map(\.packName)) }
    }

    /// Every room of the store as it stands; nil when the store does not answer.
    private func everyRoom() async -> [Room]? {
        guard let pins = try? await store.pins() else { return nil }
        var rooms: [Room] = []
        for pin in pins {
            if let open = try? await store.room(pin) { rooms.append(open) }
        }
        return rooms
    }

    // MARK: Sending and timing

    /// Tells `connection` why what it sent was refused, and closes it when the error says so.
    public nonisolated static func refuse(_ error: RoomError, to connection: RoomConnection) {
        connection.send(.error(code: error.code, detail: error.description, reason: error.answerRefusal))
        if error.closesConnection { connection.close() }
    }

    /// Keeps the results of a finished game before anyone sees its podium, sends a step's deliveries (after those of
    /// other processes' earlier changes), and sets the timer of the open question.
    private func settle<Value>(_ change: RoomChange<Value>) async {
        if let results = change.finished, !store.isShared { await keep(results) }
        if store.isShared {
            // The changes before this one may be another process's, whose deliveries are to go first.
            await catchUp(change.pin, through: change.sequence - 1)
            sent[change.pin] = max(sent[change.pin] ?? 0, change.sequence)
        }
        send(change.deliveries, in: change.pin)
        arm(change.pin, deadline: change.deadline)
    }

    /// Applies `step` to room `pin` and settles the change; nothing when no room has that PIN.
    private func apply(_ step: RoomStep, in pin: String) async throws(RoomError) {
        if let change = try await store.change(pin, step) { await settle(change) }
    }

    /// Sends each message to its recipients. A message that goes to several connections (a question, a lobby) is
    /// encoded here once and its text shared; one of a single connection (a player's close) is encoded by that
    /// connection's writer, so that a close's thousand personal messages are not encoded one after another here.
    private func send(_ deliveries: [Room.Delivery], in pin: String) {
        var shared: (message: ServerMessage, text: String)?
        for (index, delivery) in deliveries.enumerated() {
            let recipients = recipients(of: delivery, in: pin)
            guard !recipients.isEmpty else { continue }
            let message = delivery.message
            let sameAsNext = index + 1 < deliveries.count && deliveries[index + 1].message == message
            if shared?.message != message, recipients.count > 1 || sameAsNext {
                shared = (message, ClassProtocol.encode(message))
            }
            let text = shared?.message == message ? shared?.text : nil
            for connection in recipients {
                if let text { connection.send(encoded: text) } else { connection.send(message) }
            }
            if case .player(let key) = delivery.to, message == .kicked {
                recipients.first?.close()
                players[pin]?[key] = nil
            }
        }
    }

    private func recipients(of delivery: Room.Delivery, in pin: String) -> [RoomConnection] {
        switch delivery.to {
        case .host: return Array((hosts[pin] ?? [:]).values)
        case .watchers: return Array((watchers[pin] ?? [:]).values)
        case .player(let key): return players[pin]?[key].map { [$0] } ?? []
        }
    }

    private func arm(_ pin: String, deadline: Date?) {
        timers[pin]?.cancel()
        timers[pin] = nil
        guard let deadline else { return }
        let wait = max(0, deadline.timeIntervalSince(clock.now()))
        timers[pin] = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(Int((wait * 1000).rounded(.up)) + 1))
            guard !Task.isCancelled else { return }
            await self?.tick(pin)
        }
    }

    private func tick(_ pin: String) async {
        let clock = clock
        do {
            try await apply(.tick(at: clock.now()), in: pin)
        } catch {
            // The database does not answer: this process tries again in a second, unless another closes it first.
            arm(pin, deadline: clock.now().addingTimeInterval(1))
        }
    }

    // MARK: Other processes

    /// Starts reading what a shared store tells of other processes' changes.
    private func follow() {
        guard store.isShared, following == nil else { return }
        let notices = store.notices
        following = Task { [weak self] in
            for await notice in notices { await self?.noticed(notice) }
        }
    }

    private func noticed(_ notice: RoomNotice) async {
        switch notice {
        case .changed(let pin, let sequence):
            guard !(hosts[pin] ?? [:]).isEmpty || !(players[pin] ?? [:]).isEmpty || !(watchers[pin] ?? [:]).isEmpty
            else { return }
            if sent[pin] == nil { sent[pin] = sequence - 1 }
            await catchUp(pin, through: sequence)
        case .lost(let address):
            let error = RoomError.roomsUnavailable(address)
            for connection in hosts.values.flatMap(\.values) + players.values.flatMap(\.values) {
                connection.send(.error(code: error.code, detail: error.description))
            }
        case .back: break
        }
    }

    /// Sends the deliveries of other processes' changes of room `pin` that this one has not sent, through `last`.
    private func catchUp(_ pin: String, through last: Int) async {
        guard let after = sent[pin], after < last else { return }
        sent[pin] = last
        guard let missed = try? await store.changes(of: pin, after: after, through: last), !missed.isEmpty else {
            return
        }
        for change in missed { send(change.deliveries, in: pin) }
        if let latest = missed.last, (sent[pin] ?? 0) <= last { arm(pin, deadline: latest.deadline) }
    }

    /// Closes the rooms where nothing happened for `idleSeconds`, ending their games first so that their
    /// results are kept.
    private func closeIdleRooms() async {
        let now = clock.now()
        for room in await everyRoom() ?? [] {
            guard now.timeIntervalSince(room.lastActivity) >= Self.idleSeconds,
                room.settings.until.map({ $0 <= now }) ?? true
            else { continue }
            let pin = room.pin
            if !room.isFinished { try? await apply(.end(key: room.hostKey, at: now), in: pin) }
            for connection in (hosts[pin] ?? [:]).values { connection.close() }
            for connection in (players[pin] ?? [:]).values { connection.close() }
            for connection in (watchers[pin] ?? [:]).values { connection.close() }
            timers[pin]?.cancel()
            (hosts[pin], players[pin], watchers[pin], timers[pin], sent[pin]) = (nil, nil, nil, nil, nil)
            try? await store.remove(pin)
        }
    }
}
