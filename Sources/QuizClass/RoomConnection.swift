import Synchronization

/// One WebSocket of a room as the room's hub sees it: a bounded queue of messages that a task of its own writes,
/// so that a client that stops reading delays no one. When `ClassProtocol.outboundBuffer` messages wait, one more
/// drops the client (`onOverflow` closes its socket); it may join again. The reader of the client's own messages
/// waits for room in the queue (`roomToReply`) before acting on each, so that a client that sends faster than it
/// reads (a burst of pings) is slowed rather than dropped.
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

    private struct State {
        var closed = false
        /// Messages queued and not yet taken by the writer.
        var waiting = 0
        /// Readers waiting for the queue to be half empty.
        var readers: [CheckedContinuation<Void, Never>] = []
    }

    public let id: Int
    private let capacity: Int
    private let queue: AsyncStream<Queued>
    private let continuation: AsyncStream<Queued>.Continuation
    private let onOverflow: @Sendable () -> Void
    private let state = Mutex(State())

    public init(id: Int, capacity: Int = ClassProtocol.outboundBuffer, onOverflow: @escaping @Sendable () -> Void) {
        self.id = id
        self.capacity = capacity
        let (queue, continuation) = AsyncStream.makeStream(of: Queued.self, bufferingPolicy: .bufferingOldest(capacity))
        self.queue = queue
        self.continuation = continuation
        self.onOverflow = onOverflow
    }

    /// The encoded messages to write, in order; read by one task.
    public var outgoing: some AsyncSequence<String, Never> {
        queue.map { queued in
            self.taken()
            return queued.text
        }
    }

    public var isClosed: Bool { state.withLock { $0.closed } }

    /// Returns once at most half the queue's places are taken, or the connection is closed.
    public func roomToReply() async {
        await withCheckedContinuation { reader in
            let now = state.withLock { state in
                guard !state.closed, state.waiting > capacity / 2 else { return true }
                state.readers.append(reader)
                return false
            }
            if now { reader.resume() }
        }
    }

    private func taken() {
        let readers = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.waiting -= 1
            guard state.waiting <= capacity / 2 else { return [] }
            defer { state.readers = [] }
            return state.readers
        }
        for reader in readers { reader.resume() }
    }

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
        state.withLock { $0.waiting += 1 }
        switch continuation.yield(queued) {
        case .enqueued: break
        case .dropped:
            close()
            onOverflow()
        default: close()
        }
    }

    /// Ends the queue: the writer writes what waits, then stops.
    public func close() {
        let (wasClosed, readers) = state.withLock { state in
            defer { (state.closed, state.readers) = (true, []) }
            return (state.closed, state.readers)
        }
        for reader in readers { reader.resume() }
        if !wasClosed { continuation.finish() }
    }
}
