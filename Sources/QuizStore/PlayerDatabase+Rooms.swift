import GRDB
import QuizClass

/// The open homework rooms of a `quiz serve`, kept as they stand so that a restart takes them up.
extension PlayerDatabase {
    /// Keeps room `room`, opened with host key `key`, as it stands now, in place of what was kept of it.
    public func keepRoom(_ room: Room, key: String) throws {
        try write { db in try StoredRoom(room, key: key).save(db) }
    }

    public func forgetRoom(_ pin: String) throws {
        _ = try write { db in try StoredRoom.deleteOne(db, key: pin) }
    }
}
