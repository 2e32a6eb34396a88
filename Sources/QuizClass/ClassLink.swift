/// One connection to a room as a client holds it, whatever carries it: a WebSocket to a `quiz serve`, or a room
/// hub in the same process.
public struct ClassLink: Sendable {
    /// Sends a message to the room; after the connection ended, nothing.
    public var send: @Sendable (ClientMessage) async -> Void
    /// What the room sends, in order; it ends when the connection does.
    public var messages: AsyncStream<ServerMessage>
    /// Why the connection ended, when it failed rather than closed.
    public var failure: @Sendable () -> String?
    public var close: @Sendable () async -> Void

    public init(
        send: @escaping @Sendable (ClientMessage) async -> Void, messages: AsyncStream<ServerMessage>,
        failure: @escaping @Sendable () -> String?, close: @escaping @Sendable () async -> Void
    ) {
        self.send = send
        self.messages = messages
        self.failure = failure
        self.close = close
    }
}
