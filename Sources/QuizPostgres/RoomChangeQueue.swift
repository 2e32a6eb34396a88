import Foundation
import QuizClass
import QuizHTTP
import Synchronization

/// The changes of each room waiting in this process for the room's transaction in flight to end.
///
/// The changes that come while a room's transaction runs are applied together, in the order they came, in its next
/// one: a thousand answers within a second take a few transactions rather than queueing one by one behind the
/// room's row lock.
final class RoomChangeQueue: Sendable {
    /// One caller's step, waiting for its room's next transaction.
    struct Waiting: Sendable {
        /// Applies the step to the room, returning what it did.
        let apply: @Sendable (inout Room) -> Applied
        /// Resumes the caller without a change: with nil when no room has the PIN, else why the transaction failed.
        let refuse: @Sendable (RoomError?) -> Void
    }

    /// What one step did to the room, kept until its transaction has committed.
    struct Applied: Sendable {
        let deliveries: [Room.Delivery]
        /// The results, when this step finished the game.
        let finished: ClassResults?
        /// Resumes the caller with its change, numbered `sequence`, the room's open question closing at `deadline`.
        let commit: @Sendable (_ sequence: Int, _ deadline: Date?) -> Void
    }

    /// The steps waiting for each room; a room is listed while its transactions run.
    private let rooms = Mutex<[String: [Waiting]]>([:])

    /// Queues `waiting` for room `pin`; true when no transaction of that room runs, and the caller is to start them.
    func add(_ waiting: Waiting, to pin: String) -> Bool {
        rooms.withLock { rooms in
            if rooms[pin] != nil {
                rooms[pin]?.append(waiting)
                return false
            }
            rooms[pin] = [waiting]
            return true
        }
    }

    /// The steps of room `pin` that came since the last were taken, in order; empty when none came, and then the
    /// room's transactions stop until the next `add`.
    func take(_ pin: String) -> [Waiting] {
        rooms.withLock { rooms in
            let waiting = rooms[pin] ?? []
            rooms[pin] = waiting.isEmpty ? nil : []
            return waiting
        }
    }
}
