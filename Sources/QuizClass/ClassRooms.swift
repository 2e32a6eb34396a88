import QuizCore

/// How a client opens rooms and connects to them: over HTTP and WebSocket to a `quiz serve`, or to rooms served by
/// the client's own process. The shell hosts through it.
public struct ClassRooms: Sendable {
    /// Opens a room (`POST /rooms`); the reply holds its PIN and host key. Throws an error that says why not.
    public var open: @Sendable (RoomOpening.Request) async throws -> RoomOpening.Reply
    /// A new connection to room `pin`; its first message says who it is.
    public var connect: @Sendable (_ pin: String) async -> ClassLink
    /// The report of room `pin` as it stands, for its host key (`GET /rooms/PIN/report.json`).
    public var report: @Sendable (_ pin: String, _ key: String) async throws -> ClassReport
    /// The addresses players give `quiz join`, the likeliest first: the server's, or those of this machine's networks
    /// when the client serves the rooms itself.
    public var addresses: [String]
    /// The clock the rooms time answers with, when it moves only as told (scripts and transcripts); nil when it is
    /// the wall's.
    public var clock: ManualClock?
    /// Stops what serves the rooms, when the client started it.
    public var stop: @Sendable () async -> Void

    public init(
        open: @escaping @Sendable (RoomOpening.Request) async throws -> RoomOpening.Reply,
        connect: @escaping @Sendable (String) async -> ClassLink,
        report: @escaping @Sendable (String, String) async throws -> ClassReport, addresses: [String],
        clock: ManualClock? = nil, stop: @escaping @Sendable () async -> Void = {}
    ) {
        self.open = open
        self.connect = connect
        self.report = report
        self.addresses = addresses
        self.clock = clock
        self.stop = stop
    }
}
