import QuizClass
import Synchronization

/// One WebSocket of a room as the room's hub sees it: a bounded queue of messages that a task of its own writes,
/// so that a client that stops reading delays no one. When `ClassProtocol.outboundBuffer` messages wait, one more
/// drops the client (`onOverflow` closes its socket); it may join again.
public final class RoomConnection: Sendable {
    public let id: Int
    /// The encoded messages to write, in order.
    public let outgoing: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let onOverflow: @Sendable () -> Void
    private let state = Mutex(false)

    public init(id: Int, capacity: Int = ClassProtocol.outboundBuffer, onOverflow: @escaping @Sendable () -> Void) {
        self.id = id
        (outgoing, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(capacity))
        self.onOverflow = onOverflow
    }

    /// Whether the connection was dropped or closed.
    public var isClosed: Bool { state.withLock { $0 } }

    /// Queues a message; a full queue drops the connection.
    public func send(_ message: ServerMessage) {
        guard !isClosed else { return }
        if case .dropped = continuation.yield(ClassProtocol.encode(message)) {
            close()
            onOverflow()
        }
    }

    /// Ends the queue: the writer writes what waits, then stops.
    public func close() {
        let wasClosed = state.withLock { closed in
            defer { closed = true }
            return closed
        }
        if !wasClosed { continuation.finish() }
    }
}
