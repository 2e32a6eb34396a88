import NIOCore
import Synchronization

/// Closes idle connections, oldest first, once the open ones pass `threshold`, as nginx reuses its idle connections
/// when it runs out of them: near the process's open-file limit, the place of a socket that sends nothing goes to the
/// connection just accepted, rather than every new connection waiting in the accept queue until the idle ones time
/// out.
///
/// A connection is idle from its opening until its first request, and again from each answer's end until its next
/// request; a half-sent request is idle, since nothing of it has reached the application. A WebSocket is never idle.
final class IdleConnectionShedder: Sendable {
    /// How many connections may be open before idle ones are closed for new ones.
    let threshold: Int

    private struct State {
        var open = 0
        /// Connections closed here whose closing has not been seen yet: no longer counted as open.
        var closing: Set<ObjectIdentifier> = []
        /// Each idle connection by identity, with the turn at which it became idle.
        var idle: [ObjectIdentifier: (turn: UInt64, channel: any Channel)] = [:]
        var turn: UInt64 = 0
        var webSockets: Set<ObjectIdentifier> = []

        mutating func markIdle(_ channel: any Channel) {
            turn += 1
            idle[ObjectIdentifier(channel)] = (turn, channel)
        }
    }

    private let state = Mutex(State())

    init(threshold: Int) {
        self.threshold = threshold
    }

    private let lone = Atomic(true)

    /// At most one connection has a request under way, and none is a WebSocket, whose rooms keep files.
    var servesOneAtATime: Bool { lone.load(ordering: .relaxed) }

    private func update<T>(_ change: (inout State) -> T) -> T {
        state.withLock { state in
            defer {
                let busy = state.open - state.closing.count - state.idle.count
                lone.store(busy <= 1 && state.webSockets.isEmpty, ordering: .relaxed)
            }
            return change(&state)
        }
    }

    /// Counts a new connection, idle until its first request; closes the oldest idle ones while the open connections
    /// are over the threshold. The new connection itself is never among them.
    func opened(_ channel: any Channel) {
        let victims = update { state -> [any Channel] in
            state.open += 1
            var victims: [any Channel] = []
            while state.open - state.closing.count > threshold,
                let (id, oldest) = state.idle.min(by: { $0.value.turn < $1.value.turn })
            {
                state.idle[id] = nil
                state.closing.insert(id)
                victims.append(oldest.channel)
            }
            state.markIdle(channel)
            return victims
        }
        for victim in victims { victim.close(promise: nil) }
    }

    /// The connection became a WebSocket: it is never idle again.
    func upgraded(_ channel: any Channel) {
        update { state in
            state.idle[ObjectIdentifier(channel)] = nil
            state.webSockets.insert(ObjectIdentifier(channel))
        }
    }

    /// A request has begun: the connection is not idle.
    func busy(_ channel: any Channel) {
        _ = update { $0.idle.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Every request of the connection has been answered: it is idle again.
    func idle(_ channel: any Channel) {
        update { $0.markIdle(channel) }
    }

    func closed(_ channel: any Channel) {
        update { state in
            let id = ObjectIdentifier(channel)
            state.open -= 1
            state.closing.remove(id)
            state.idle[id] = nil
            state.webSockets.remove(id)
        }
    }
}
