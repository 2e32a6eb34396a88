import Foundation
import Logging
import PostgresNIO
import QuizClass
import QuizCore

/// How a `PostgresRoomStore` makes a room again from its row: the snapshot of its game, with the steps of the changes
/// after it applied in order (`RoomStep`), or, for a room this process kept, only the steps of the changes it missed.
extension PostgresRoomStore {
    /// A pack this server does not serve under the room's pack name.
    struct MissingPack: Error {
        var name: String
    }

    /// The steps of a change that is no longer kept, which a room's snapshot needs replayed after it.
    struct MissingSteps: Error {
        var pin: String
        var sequence: Int
    }

    /// Room `pin` as its row on `connection` keeps it: its snapshot, with the steps of the changes after it replayed;
    /// nil when no room has that PIN.
    static func rebuild(
        _ pin: String, on connection: PostgresConnection, packs: (String) -> Pack?, logger: Logger
    ) async throws -> Room? {
        let row = try await connection.query(
            """
            SELECT pack, host_key, settings, opened_at, state, sequence, snapshot FROM quiz_rooms WHERE pin = \(pin)
            """, logger: logger
        ).collect().first
        guard let row else { return nil }
        let stored: (pack: String, key: String, settings: String, openedAt: Double, state: String, last: Int, at: Int) =
            try row.decode((String, String, String, Double, String, Int, Int).self)
        guard let pack = packs(stored.pack) else { throw MissingPack(name: stored.pack) }
        guard
            let snapshot = Room(
                pin: pin, hostKey: stored.key, pack: pack, settings: try decoded(stored.settings),
                openedAt: Date(timeIntervalSince1970: stored.openedAt), saved: try decoded(stored.state))
        else { throw MissingPack(name: stored.pack) }
        guard
            let room = try await replaying(
                pin, on: snapshot, after: stored.at, through: stored.last, on: connection, logger: logger)
        else { throw MissingSteps(pin: pin, sequence: stored.at + 1) }
        return room
    }

    /// `room` with the steps of room `pin`'s changes after number `after` through number `last` applied in order;
    /// nil when one of those changes is no longer kept, or was kept without its steps by an older server.
    static func replaying(
        _ pin: String, on room: Room, after: Int, through last: Int, on connection: PostgresConnection,
        logger: Logger
    ) async throws -> Room? {
        guard after < last else { return room }
        let changes = try await connection.query(
            """
            SELECT sequence, steps FROM quiz_room_changes
            WHERE pin = \(pin) AND sequence > \(after) AND sequence <= \(last) ORDER BY sequence
            """, logger: logger
        ).collect().map { try $0.decode((Int, String?).self) }
        guard changes.map(\.0) == Array(after + 1...last) else { return nil }
        var room = room
        for (_, steps) in changes {
            guard let steps else { return nil }
            for step in try decoded(steps) as [RoomStep] { _ = step.apply(to: &room) }
        }
        return room
    }
}
