import QuizClass
import Synchronization

/// The changes of each room waiting in this process for the room's transaction in flight to end.
///
/// The changes that come while a room's transaction runs are applied together, in the order they came, in its next
/// one: a thousand answers within a second take a few transactions rather than queueing one by one behind the
/// room's row lock.
final class RoomChangeQueue: Sendable {
    /// Where a caller waits for its step's change: nil when no room has the PIN, or why the transaction failed.
    typealias Caller = CheckedContinuation<Result<RoomChange<RoomStep.Outcome>?, RoomError>, Never>

    /// One caller's step, waiting for its room's next transaction.
    typealias Waiting = (step: RoomStep, caller: Caller)

    /// The deliveries of each step of a batch, less the lobbies and answer counts that a later step of the batch
    /// sends again, newer, to the same recipient. A batch of hundreds of answers would otherwise queue as many counts
    /// for the host at once, beyond its connection's `ClassProtocol.outboundBuffer`, and drop it.
    static func latest(_ steps: [[Room.Delivery]]) -> [[Room.Delivery]] {
        var sentLater: Set<Room.Delivery.Recipient> = []
        var countedLater: Set<Counted> = []
        var kept = steps
        for index in steps.indices.reversed() {
            kept[index] = steps[index].reversed().filter { delivery in
                switch delivery.message {
                case .lobby: sentLater.insert(delivery.to).inserted
                case .progress(let question, _, _):
                    countedLater.insert(Counted(to: delivery.to, question: question)).inserted
                default: true
                }
            }.reversed()
        }
        return kept
    }

    /// A recipient's count of the answers to one question.
    private struct Counted: Hashable {
        var to: Room.Delivery.Recipient
        var question: Int
    }

    /// The steps waiting for each room; a room is listed while its transactions run.
    private let rooms = Mutex<[String: [Waiting]]>([:])

    /// Queues `step` of `caller` for room `pin`; true when no transaction of that room runs, and the caller is to
    /// start them.
    func add(_ step: RoomStep, for caller: Caller, to pin: String) -> Bool {
        rooms.withLock { rooms in
            if rooms[pin] != nil {
                rooms[pin]?.append((step, caller))
                return false
            }
            rooms[pin] = [(step, caller)]
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
