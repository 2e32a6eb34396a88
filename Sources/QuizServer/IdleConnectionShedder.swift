import NIOCore
import QuizAPI
import Synchronization

/// Closes connections that wait without a request, oldest first, once the open connections reach `threshold`: near
/// the process's open-file limit, the place of a socket that sends nothing goes to the connection just accepted,
/// instead of every new connection waiting in the accept queue behind the idle ones until the request timeout.
///
/// A connection is idle from its opening until its first request, and again from each answer's end until its next
/// request; half-sent requests count as idle, since nothing of them has reached the application.
final class IdleConnectionShedder: Sendable {
    /// How many connections may be open before idle ones are closed for new ones.
    let threshold: Int

    private struct State {
        var open = 0
        /// Connections closed here whose closing has not been seen yet: no longer counted as open.
        var closing: Set<ObjectIdentifier> = []
        /// Each idle connection, by identity, with the turn at which it became idle.
        var idle: [ObjectIdentifier: (turn: UInt64, channel: any Channel)] = [:]
        /// Idle connections in the order they became idle; an entry whose turn is no longer in `idle` is stale.
        var order: [(id: ObjectIdentifier, turn: UInt64)] = []
        var first = 0
        var turn: UInt64 = 0

        mutating func markIdle(_ channel: any Channel) {
            turn += 1
            idle[ObjectIdentifier(channel)] = (turn, channel)
            order.append((ObjectIdentifier(channel), turn))
        }

        /// The oldest idle connection, taken out of the idle ones.
        mutating func takeOldestIdle() -> (any Channel)? {
            defer { compact() }
            while first < order.count {
                let (id, turn) = order[first]
                first += 1
                if let entry = idle[id], entry.turn == turn {
                    idle[id] = nil
                    return entry.channel
                }
            }
            return nil
        }

        /// Drops the stale entries of `order` once they outnumber the live ones.
        mutating func compact() {
            guard order.count - first > 2 * idle.count + 64 || first > 1024 else { return }
            let live = idle
            order = order[first...].filter { live[$0.id]?.turn == $0.turn }
            first = 0
        }
    }

    private let state = Mutex(State())

    init(threshold: Int) {
        self.threshold = threshold
    }

    /// Counts a new connection, idle until its first request; closes the oldest idle ones while the open
    /// connections are over the threshold. The new connection itself is never among them.
    func opened(_ channel: any Channel) {
        let victims = state.withLock { state -> [any Channel] in
            state.open += 1
            var victims: [any Channel] = []
            while state.open - state.closing.count > threshold, let oldest = state.takeOldestIdle() {
                state.closing.insert(ObjectIdentifier(oldest))
                victims.append(oldest)
            }
            state.markIdle(channel)
            return victims
        }
        for victim in victims { victim.close(promise: nil) }
    }

    /// A request has begun on the connection: it is no longer idle.
    func busy(_ channel: any Channel) {
        state.withLock { state in
            state.idle[ObjectIdentifier(channel)] = nil
            state.compact()
        }
    }

    /// Every request of the connection has been answered: it is idle again.
    func idle(_ channel: any Channel) {
        state.withLock { $0.markIdle(channel) }
    }

    /// The connection has closed.
    func closed(_ channel: any Channel) {
        state.withLock { state in
            let id = ObjectIdentifier(channel)
            state.open -= 1
            state.closing.remove(id)
            state.idle[id] = nil
            state.compact()
        }
    }
}
