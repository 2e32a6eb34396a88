import Synchronization

/// One WebSocket of a room as the room's hub sees it: a bounded queue of messages that a task of its own writes,
/// so that a client that stops reading delays no one. When `ClassProtocol.outboundBuffer` messages wait, one more
/// drops the client (`onOverflow` closes its socket); it may join again.
public final class RoomConnection: Sendable {
    /// A message waiting in the queue: encoded already when many connections share it, otherwise encoded by the
    /// writing task, so that a close's thousand personal messages are not encoded one after the other by the hub.
    enum Queued: Sendable {
        case encoded(String)
        case message(ServerMessage)

        var text: String {
            switch self {
            case .encoded(let text): text
            case .message(let message): ClassProtocol.encode(message)
            }
        }
    }

    public let id: Int
    private let queue: AsyncStream<Queued>
    private let continuation: AsyncStream<Queued>.Continuation
    private let onOverflow: @Sendable () -> Void
    private let state = Mutex(false)

    public init(id: Int, capacity: Int = ClassProtocol.outboundBuffer, onOverflow: @escaping @Sendable () -> Void) {
        self.id = id
        let (queue, continuation) = AsyncStream.makeStream(of: Queued.self, bufferingPolicy: .bufferingOldest(capacity))
        self.queue = queue
        self.continuation = continuation
        self.onOverflow = onOverflow
    }

    /// The encoded messages to write, in order; read by one task.
    public var outgoing: some AsyncSequence<String, Never> { queue.map(\.text) }

    /// Whether the connection was dropped or closed.
    public var isClosed: Bool { state.withLock { $0 } }

    /// Queues a message; a full queue drops the connection.
    public func send(_ message: ServerMessage) {
        enqueue(.message(message))
    }

    /// Queues a message already encoded by `ClassProtocol.encode`, such as one that many connections share.
    public func send(encoded text: String) {
        enqueue(.encoded(text))
    }

    private func enqueue(_ queued: Queued) {
        guard !isClosed else { return }
        if case .dropped = continuation.yield(queued) {
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
