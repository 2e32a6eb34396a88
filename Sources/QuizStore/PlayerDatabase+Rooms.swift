import Foundation
import GRDB
import QuizClass
import QuizCore

/// The open homework rooms of a `quiz serve`, kept as they stand so that a restart takes them up.
extension PlayerDatabase {
    /// Keeps room `room`, opened with host key `key`, as it stands now, in place of what was kept of it.
    public func keepRoom(_ room: Room, key: String) throws {
        try write { db in try StoredRoom(room, key: key).save(db) }
    }

    public func forgetRoom(_ pin: String) throws {
        _ = try write { db in try StoredRoom.deleteOne(db, key: pin) }
    }

    /// The rooms kept, rebuilt over their packs, with their host keys; and the PINs of those whose pack is gone, kept.
    public func keptRooms(packs: (String) -> Pack?) throws -> (rooms: [(room: Room, key: String)], packless: [String]) {
        let stored = try read { db in try StoredRoom.order(StoredRoom.Columns.pin).fetchAll(db) }
        var rooms: [(room: Room, key: String)] = []
        var packless: [String] = []
        for row in stored {
            guard let pack = packs(row.pack),
                let room = Room(
                    pin: row.pin, hostKey: row.key, pack: pack, settings: row.settings, openedAt: row.openedAt,
                    saved: row.saved)
            else {
                packless.append(row.pin)
                continue
            }
            rooms.append((room, row.key))
        }
        return (rooms, packless)
    }
}
