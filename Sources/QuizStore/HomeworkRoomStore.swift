import Foundation
import GRDB
import QuizClass
import QuizCore
import Synchronization

/// The rooms of one `quiz serve` in its memory, its homework rooms also in the player database: each change to one is
/// written there as the room stands after it, so that a restarted server takes its open homework rooms up with every
/// answer kept once. Live rooms, which end within the hour, are kept in memory only and cost no write.
public final class HomeworkRoomStore: RoomStore {
    private let memory = MemoryRoomStore()
    private let database: PlayerDatabase
    /// The PINs of the homework rooms, whose changes are written.
    private let homework = Mutex<Set<String>>([])
    /// Told when a write fails: the room goes on in memory.
    private let failed: @Sendable (any Error) -> Void

    /// The store with the homework rooms that `database` kept, rebuilt over `packs`, every player away until they
    /// join again; the PINs of those whose pack is gone are in `packless`.
    public init(
        database: PlayerDatabase, packs: (String) -> Pack?, failed: @escaping @Sendable (any Error) -> Void
    ) async throws {
        self.database = database
        self.failed = failed
        var packless: [String] = []
        for row in try database.read({ db in try StoredRoom.order(StoredRoom.Columns.pin).fetchAll(db) }) {
            guard let pack = packs(row.pack),
                var room = Room(
                    pin: row.pin, hostKey: row.key, pack: pack, settings: row.settings, openedAt: row.openedAt,
                    saved: row.saved)
            else {
                packless.append(row.pin)
                continue
            }
            room.everyoneAway()
            _ = try? await memory.add(room)
            homework.withLock { _ = $0.insert(room.pin) }
        }
        self.packless = packless
    }

    /// The PINs of kept rooms whose pack this server no longer serves.
    public let packless: [String]

    public nonisolated(nonsending) func pins() async throws(RoomError) -> Set<String> {
        try await memory.pins()
    }

    public nonisolated(nonsending) func add(_ room: Room) async throws(RoomError) -> Bool {
        guard try await memory.add(room) else { return false }
        if room.isHomework {
            homework.withLock { _ = $0.insert(room.pin) }
            keep(room)
        }
        return true
    }

    public nonisolated(nonsending) func room(_ pin: String) async throws(RoomError) -> Room? {
        try await memory.room(pin)
    }

    public nonisolated(nonsending) func change(_ pin: String, _ step: RoomStep) async throws(RoomError)
        -> RoomChange<RoomStep.Outcome>?
    {
        let change = try await memory.change(pin, step)
        if change != nil, homework.withLock({ $0.contains(pin) }), let room = try await memory.room(pin) {
            keep(room)
        }
        return change
    }

    public nonisolated(nonsending) func remove(_ pin: String) async throws(RoomError) {
        try await memory.remove(pin)
        guard homework.withLock({ $0.remove(pin) }) != nil else { return }
        do {
            _ = try database.write { db in try StoredRoom.deleteOne(db, key: pin) }
        } catch {
            failed(error)
        }
    }

    private func keep(_ room: Room) {
        do {
            try database.write { db in try StoredRoom(room).save(db) }
        } catch {
            failed(error)
        }
    }
}
