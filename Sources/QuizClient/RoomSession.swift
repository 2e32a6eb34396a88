import Foundation
import QuizClass
import Synchronization

/// A connection to a class room that comes back by itself, for `quiz join` and `quiz host`: when the connection is
/// lost after the room welcomed it, the same hello (the same name and device key, or the host key) goes again on a
/// new one, as `schedule` says, and the room takes it back with every point.
///
/// It ends when `leave` is called, when the room refuses the hello (a name taken, a kick, a room that is gone), when
/// the same player joins the room from another terminal, or when the attempts of `schedule` have all failed.
public final class RoomSession: Sendable {
    /// What happens to the session, in order.
    public enum Event: Sendable, Hashable {
        case message(ServerMessage)
        /// The connection was lost: attempt `attempt` of `attempts` follows after `delay`.
        case lost(attempt: Int, attempts: Int, delay: Duration)
    }

    /// Why the session ended when it was not left.
    public enum End: Error, Sendable, Hashable {
        /// The room refused the hello with this error, shown already as a message.
        case refused(RoomError.Code)
        /// The host sent this player out, shown already as a message.
        case kicked
        /// The first connection failed, for this reason: nothing was joined.
        case unreachable(String)
        /// The connection was lost and every attempt to come back failed; the last failure's reason, and whether its
        /// connection was refused (nothing listens at the server's address any more).
        case gaveUp(attempts: Int, reason: String, refused: Bool)
    }

    private struct State {
        var current: AsyncStream<ClientMessage>.Continuation?
        var leaving = false
        var welcomedEver = false
        var welcomed = false
        var end: End?
        var waiting: Task<Void, Never>?
    }

    private let base: URL
    private let pin: String
    private let hello: ClientMessage
    private let schedule: RejoinSchedule
    private let state = Mutex(State())

    public init(base: URL, pin: String, hello: ClientMessage, schedule: RejoinSchedule = RejoinSchedule()) {
        self.base = base
        self.pin = pin
        self.hello = hello
        self.schedule = schedule
    }

    /// Sends a message on the connection of the moment; false when there is none, while the session joins again.
    @discardableResult
    public func send(_ message: ClientMessage) -> Bool {
        state.withLock { state in
            guard !state.leaving, let current = state.current else { return false }
            return if case .enqueued = current.yield(message) { true } else { false }
        }
    }

    /// Closes the connection and ends `run`, without joining again.
    public func leave() {
        let waiting = state.withLock { state in
            state.leaving = true
            state.current?.finish()
            return state.waiting
        }
        waiting?.cancel()
    }

    /// Connects, and again after each loss, handing every event to `received`, until the session ends: normally
    /// after `leave`, or with the `End` that says why.
    public func run(_ received: @escaping @Sendable (Event) async -> Void) async throws(End) {
        var failures = 0
        var reason = ""
        var refused = false
        while true {
            let (outgoing, sending) = AsyncStream.makeStream(of: ClientMessage.self)
            let leaving = state.withLock { state in
                (state.current, state.welcomed) = (sending, false)
                return state.leaving
            }
            if leaving { return }
            do throws(ClassClient.Failure) {
                try await ClassClient.connect(to: base, pin: pin, hello: hello, outgoing: outgoing) { message in
                    self.note(message, sending: sending)
                    await received(.message(message))
                }
                (reason, refused) = ("the server closed the connection", false)
            } catch {
                (reason, refused) = (error.description, error.refused)
            }
            let (leftNow, end, welcomed, welcomedEver) = state.withLock { state in
                state.current = nil
                return (state.leaving, state.end, state.welcomed, state.welcomedEver)
            }
            if let end { throw end }
            if leftNow { return }
            guard welcomedEver else { throw .unreachable(reason) }
            failures = welcomed ? 1 : failures + 1
            guard failures <= schedule.attempts else {
                throw .gaveUp(attempts: schedule.attempts, reason: reason, refused: refused)
            }
            let delay = schedule.delay(before: failures)
            await received(.lost(attempt: failures, attempts: schedule.attempts, delay: delay))
            let waiting = Task<Void, Never> { try? await Task.sleep(for: delay) }
            let left = state.withLock { state in
                state.waiting = waiting
                return state.leaving
            }
            if left { waiting.cancel() }
            await waiting.value
        }
    }

    /// Keeps what a message says about the session: a welcome, or a refusal before it, or a kick, which end it.
    private func note(_ message: ServerMessage, sending: AsyncStream<ClientMessage>.Continuation) {
        state.withLock { state in
            switch message {
            case .welcome:
                state.welcomed = true
                state.welcomedEver = true
            case .error(let code, _, _)
            where code == .joinedElsewhere || (!state.welcomed && code != .roomsUnavailable):
                state.end = .refused(code)
                sending.finish()
            case .kicked:
                state.end = .kicked
                sending.finish()
            default: break
            }
        }
    }
}
