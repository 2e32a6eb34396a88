import Synchronization

/// The rooms of one `quiz serve`, in its memory.
public final class MemoryRoomStore: RoomStore {
    private let rooms = Mutex<[String: Room]>([:])

    public init() {}

    public nonisolated(nonsending) func pins() async throws(RoomError) -> Set<String> {
        rooms.withLock { Set($0.keys) }
    }

    public nonisolated(nonsending) func add(_ room: Room) async throws(RoomError) -> Bool {
        rooms.withLock { rooms in
            guard rooms[room.pin] == nil else { return false }
            rooms[room.pin] = room
            return true
        }
    }

    public nonisolated(nonsending) func room(_ pin: String) async throws(RoomError) -> Room? {
        rooms.withLock { $0[pin] }
    }

    public nonisolated(nonsending) func change(_ pin: String, _ step: RoomStep) async throws(RoomError)
        -> RoomChange<RoomStep.Outcome>?
    {
        rooms.withLock { rooms in
            guard rooms[pin] != nil else { return nil }
            // Changed where it lies: a copy taken out would make the step copy all the room's players on each answer.
            return step.change(&rooms[pin]!)
        }
    }

    public nonisolated(nonsending) func remove(_ pin: String) async throws(RoomError) {
        rooms.withLock { $0[pin] = nil }
    }
}
