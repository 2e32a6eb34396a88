import Foundation
import Logging
import PostgresNIO
import QuizClass
import QuizCore
import Synchronization

/// Rooms that several `quiz serve` processes share through one PostgreSQL database.
///
/// A room is a row of `quiz_rooms`: its pack, settings and host key, and a snapshot of its game (`Room.Saved`) as
/// JSON with the number of the change it was taken after; every process rebuilds the room from the pack it serves
/// under the same name. A change locks the row (`SELECT version … FOR UPDATE`), applies its steps (`RoomStep`),
/// keeps them numbered in `quiz_room_changes` with their deliveries (each message once, with its recipients:
/// `SentMessage`), gives the room a new version and sends `NOTIFY quiz_rooms, 'PIN SEQUENCE ORIGIN'` in the same
/// transaction. A process keeps the room it last wrote or read with its version and change number; when another
/// process changed the room since, it replays the steps of the changes it missed on the room it kept, and decodes
/// the snapshot (then replays the changes after it) only when it kept none or those changes are gone. The game is
/// written only when a question closes, when the game finishes, and at least every `snapshotInterval` changes: not
/// when a question opens, the change that every player waits for. The changes of a room that come while its
/// transaction runs in this process wait, and the next transaction applies them all in the order they came, under one
/// number (`RoomChangeQueue`). Every process listens on that channel and reads the deliveries of other processes'
/// changes from the table. The change that finishes a game keeps its results in `quiz_class_games` and
/// `quiz_class_players`, in the same transaction.
public final class PostgresRoomStore: RoomStore {
    static let channel = "quiz_rooms"
    /// How long an operation may wait for the database before the hub is told that it does not answer.
    public static let timeout = Duration.seconds(5)
    /// How many changes of a room are kept for processes that fall behind: more than `snapshotInterval`, so that the
    /// changes since the last snapshot are always there to replay.
    static let keptChanges = 500
    /// The most changes after which a room's game is written again, when no question closed meanwhile. Each such
    /// snapshot encodes the whole game in a transaction that answers wait behind, so they are rare.
    static let snapshotInterval = 400

    public let address: PostgresAddress
    public let notices: AsyncStream<RoomNotice>
    private let client: PostgresClient
    private let packs: @Sendable (String) -> Pack?
    /// This process's name in `quiz_room_changes.origin`, so that it skips its own notifications.
    private let origin: String
    private let logger: Logger
    private let queue = RoomChangeQueue()
    /// The room this process last wrote or read, by PIN, with its version then.
    private let kept = Mutex<[String: Kept]>([:])
    private let tasks: [Task<Void, Never>]

    /// Connects to the database at `address`, answering within `timeout`, brings its tables up to date, and starts
    /// the connection pool and the listener.
    public static func connect(
        _ address: PostgresAddress, packs: @escaping @Sendable (String) -> Pack?
    ) async throws(PostgresUnreachable) -> PostgresRoomStore {
        let logger = Logger(label: "quiz.rooms", factory: { _ in SwiftLogNoOpLogHandler() })
        let connection = try await firstConnection(address, logger: logger)
        do {
            try await PostgresSchema.migrate(connection, logger: logger)
        } catch {
            try? await connection.close()
            throw unreachable(address, error)
        }
        try? await connection.close()
        return PostgresRoomStore(address: address, packs: packs, logger: logger)
    }

    private init(address: PostgresAddress, packs: @escaping @Sendable (String) -> Pack?, logger: Logger) {
        self.address = address
        self.packs = packs
        self.logger = logger
        var configuration = PostgresClient.Configuration(
            host: address.host, port: address.port, username: address.user, password: address.password,
            database: address.database, tls: .disable)
        configuration.options.connectTimeout = Self.timeout
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        let origin = RoomHub.randomKey()
        self.origin = origin
        let (notices, continuation) = AsyncStream.makeStream(of: RoomNotice.self)
        self.notices = notices
        tasks = [
            Task { await client.run() },
            Task { await Self.listen(address, origin: origin, logger: logger, to: continuation) },
        ]
    }

    deinit {
        for task in tasks { task.cancel() }
    }

    // MARK: RoomStore

    public var isShared: Bool { true }

    public nonisolated(nonsending) func pins() async throws(RoomError) -> Set<String> {
        let logger = logger
        return try await withDeadline { client in
            let rows = try await client.query("SELECT pin FROM quiz_rooms", logger: logger).collect()
            return Set(try rows.map { try $0.decode(String.self) })
        }
    }

    public nonisolated(nonsending) func add(_ room: Room) async throws(RoomError) -> Bool {
        let logger = logger
        let (settings, state) = (try Self.json(room.settings), try Self.json(room.saved))
        return try await withDeadline { client in
            let rows = try await client.query(
                """
                INSERT INTO quiz_rooms (pin, pack, host_key, settings, opened_at, last_activity, state)
                VALUES (\(room.pin), \(room.packName), \(room.hostKey), \(settings), \(room.openedAt.timeIntervalSince1970),
                    \(room.lastActivity.timeIntervalSince1970), \(state))
                ON CONFLICT (pin) DO NOTHING RETURNING version
                """, logger: logger)
            guard let version = try await rows.collect().first?.decode(Int.self) else { return false }
            self.kept.withLock { $0[room.pin] = Kept(room: room, version: version, sequence: 0) }
            return true
        }
    }

    public nonisolated(nonsending) func room(_ pin: String) async throws(RoomError) -> Room? {
        let (logger, packs) = (logger, packs)
        return try await withDeadline { client in
            try await client.withConnection { connection in
                try await Self.rebuild(pin, on: connection, packs: packs, logger: logger)
            }
        }
    }

    public nonisolated(nonsending) func change(_ pin: String, _ step: RoomStep) async throws(RoomError)
        -> RoomChange<RoomStep.Outcome>?
    {
        let change = await withCheckedContinuation { (caller: RoomChangeQueue.Caller) in
            if queue.add(step, for: caller, to: pin) {
                Task { await self.commitWaiting(pin) }
            }
        }
        return try change.get()
    }

    /// Applies the steps waiting for room `pin`, each batch in one transaction, until none waits.
    private func commitWaiting(_ pin: String) async {
        while true {
            let batch = queue.take(pin)
            guard !batch.isEmpty else { return }
            let changes: Result<[RoomChange<RoomStep.Outcome>]?, RoomError>
            do { changes = .success(try await commit(batch.map(\.step), to: pin)) } catch { changes = .failure(error) }
            for (index, waiting) in batch.enumerated() { waiting.caller.resume(returning: changes.map { $0?[index] }) }
        }
    }

    /// Applies `batch` to room `pin` in order in one transaction, as the type's doc says. Returns each step's change,
    /// all numbered alike, each with the deadline of the question open after the last step; nil when no room has that
    /// PIN.
    private nonisolated(nonsending) func commit(_ batch: [RoomStep], to pin: String)
        async throws(RoomError) -> [RoomChange<RoomStep.Outcome>]?
    {
        let (logger, packs, origin) = (logger, packs, origin)
        return try await withDeadline { client in
            // Taken out, and put back only once the transaction has committed: one that fails leaves none kept.
            let cached = self.kept.withLock { $0.removeValue(forKey: pin) }
            let written = try await client.withTransaction(logger: logger) {
                connection -> (changes: [RoomChange<RoomStep.Outcome>], kept: Kept)? in
                let row = try await connection.query(
                    "SELECT version, sequence, snapshot, host_key FROM quiz_rooms WHERE pin = \(pin) FOR UPDATE",
                    logger: logger
                ).collect().first
                guard let row else { return nil }
                let locked: (version: Int, sequence: Int, snapshot: Int, hostKey: String) = try row.decode(
                    (Int, Int, Int, String).self)
                var room: Room
                if let cached, cached.version == locked.version {
                    room = cached.room
                } else if let cached, cached.room.hostKey == locked.hostKey, cached.sequence < locked.sequence,
                    let replayed = try await Self.replaying(
                        pin, on: cached.room, after: cached.sequence, through: locked.sequence, on: connection,
                        logger: logger)
                {
                    room = replayed
                } else {
                    guard let stored = try await Self.rebuild(pin, on: connection, packs: packs, logger: logger)
                    else { return nil }
                    room = stored
                }
                let (deadlineBefore, wasFinished) = (room.deadline, room.isFinished)
                var changes = batch.map { $0.change(&room) }
                let sent = RoomChangeQueue.latest(changes.map(\.deliveries))
                let sequence = locked.sequence + 1
                for index in changes.indices {
                    (changes[index].sequence, changes[index].deliveries) = (sequence, sent[index])
                    changes[index].deadline = room.deadline
                }
                let deliveries = Array(sent.joined())
                let deadline = room.deadline?.timeIntervalSince1970
                let (messages, steps) = (try Self.json(SentMessage.grouped(deliveries)), try Self.json(batch))
                try await connection.query(
                    """
                    INSERT INTO quiz_room_changes (pin, sequence, origin, messages, deadline, steps)
                    VALUES (\(pin), \(sequence), \(origin), \(messages), \(deadline), \(steps))
                    """, logger: logger)
                try await connection.query(
                    "DELETE FROM quiz_room_changes WHERE pin = \(pin) AND sequence <= \(sequence - Self.keptChanges)",
                    logger: logger)
                if !deliveries.isEmpty {
                    let payload = "\(pin) \(sequence) \(origin)"
                    try await connection.query("SELECT pg_notify(\(Self.channel), \(payload))", logger: logger)
                }
                let snapshot =
                    (deadlineBefore != nil && room.deadline != deadlineBefore) || room.isFinished != wasFinished
                    || sequence - locked.snapshot >= Self.snapshotInterval
                let state = snapshot ? try Self.json(room.saved) : nil
                let version =
                    try await connection.query(
                        """
                        UPDATE quiz_rooms SET state = COALESCE(\(state), state),
                            snapshot = \(snapshot ? sequence : locked.snapshot), sequence = \(sequence),
                            deadline = \(deadline), last_activity = \(room.lastActivity.timeIntervalSince1970),
                            version = nextval('quiz_room_versions')
                        WHERE pin = \(pin) RETURNING version
                        """, logger: logger
                    ).collect().first?.decode(Int.self) ?? locked.version
                for finished in changes.compactMap(\.finished) {
                    try await PostgresClassResults.keep(finished, on: connection, logger: logger)
                }
                return (changes, Kept(room: room, version: version, sequence: sequence))
            }
            guard let written else { return nil }
            self.kept.withLock { $0[pin] = written.kept }
            return written.changes
        }
    }

    public nonisolated(nonsending) func remove(_ pin: String) async throws(RoomError) {
        let logger = logger
        kept.withLock { $0[pin] = nil }
        try await withDeadline { client in
            try await client.query("DELETE FROM quiz_rooms WHERE pin = \(pin)", logger: logger)
            return ()
        }
    }

    public nonisolated(nonsending) func changes(of pin: String, after sequence: Int, through last: Int)
        async throws(RoomError) -> [RoomChange<Void>]
    {
        let (logger, origin) = (logger, origin)
        return try await withDeadline { client in
            let rows = try await client.query(
                """
                SELECT sequence, messages, deadline FROM quiz_room_changes
                WHERE pin = \(pin) AND sequence > \(sequence) AND sequence <= \(last) AND origin <> \(origin)
                ORDER BY sequence
                """, logger: logger)
            return try await rows.collect().map { row in
                let (number, sent, deadline) = try row.decode((Int, String, Double?).self)
                return RoomChange(
                    pin: pin, sequence: number, value: (),
                    deliveries: SentMessage.deliveries(try Self.decoded(sent)),
                    deadline: deadline.map { Date(timeIntervalSince1970: $0) }, finished: nil)
            }
        }
    }

    // MARK: Underneath

    /// A room as this process last wrote or read it, with its version and the number of its last change then. Its
    /// host key tells it from a later room of the same PIN.
    struct Kept: Sendable {
        var room: Room
        var version: Int
        var sequence: Int
    }

    static func json(_ value: some Encodable) throws(RoomError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        } catch {
            throw .malformedMessage("\(error)")
        }
    }

    /// `text` as the JSON of a `Value`, as `json` writes it.
    static func decoded<Value: Decodable>(_ text: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    /// Runs `body` with the pool, failing with `roomsUnavailable` when the database has not answered within
    /// `timeout`.
    private nonisolated(nonsending) func withDeadline<Result: Sendable>(
        _ body: @escaping @Sendable (PostgresClient) async throws -> Result
    ) async throws(RoomError) -> Result {
        let client = client
        do {
            return try await QuizCore.withDeadline(.now + Self.timeout) { try await body(client) }
        } catch let error as MissingSteps {
            throw .roomsUnavailable(
                "\(address.hostAndPort) (room \(error.pin)'s change \(error.sequence), after its last snapshot, is no "
                    + "longer kept)")
        } catch let error as MissingPack {
            throw .roomsUnavailable(
                "\(address.hostAndPort) (its room uses pack \"\(error.name)\", which this server does not serve)")
        } catch {
            throw .roomsUnavailable(address.hostAndPort)
        }
    }
}
