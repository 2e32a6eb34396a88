/// Where a `RoomHub`'s rooms live: in this process (`MemoryRoomStore`), or in a database that several `quiz serve`
/// processes share, each holding its own connections.
///
/// A shared store applies each step under a lock on the room, so that two processes never change one room at once,
/// and tells every process of the deliveries that others made (`changes`); the hub sends each process's own from
/// what `change` returns.
public protocol RoomStore: Sendable {
    /// Whether other processes hold connections to these rooms.
    var isShared: Bool { get }

    nonisolated(nonsending) func pins() async throws(RoomError) -> Set<String>

    /// Adds a new room; false when another room took its PIN first.
    nonisolated(nonsending) func add(_ room: Room) async throws(RoomError) -> Bool

    nonisolated(nonsending) func room(_ pin: String) async throws(RoomError) -> Room?

    /// Applies `step` to room `pin` (`RoomStep.apply`), nobody else changing the room meanwhile, and keeps the room
    /// it leaves with the deliveries it made; nil when no room has that PIN. A shared store numbers the change, keeps
    /// the step and tells the other processes, and keeps the results when the step finished the game.
    nonisolated(nonsending) func change(_ pin: String, _ step: RoomStep) async throws(RoomError)
        -> RoomChange<RoomStep.Outcome>?

    nonisolated(nonsending) func remove(_ pin: String) async throws(RoomError)

    /// What other processes did to room `pin` after its change `sequence`, through change `last`, in order; empty
    /// for a store of one process.
    nonisolated(nonsending) func changes(of pin: String, after sequence: Int, through last: Int)
        async throws(RoomError) -> [RoomChange<Void>]

    /// What other processes changed, and when the database goes and comes back; finished at once for a store of one
    /// process. Read by one hub only.
    var notices: AsyncStream<RoomNotice> { get }
}

/// A store of one process: nobody else shares its rooms, so nothing else changes them.
extension RoomStore {
    public var isShared: Bool { false }

    public var notices: AsyncStream<RoomNotice> { AsyncStream { $0.finish() } }

    public nonisolated(nonsending) func changes(of pin: String, after sequence: Int, through last: Int)
        async throws(RoomError) -> [RoomChange<Void>]
    { [] }
}
