import Foundation
import QuizClass
import QuizClient
import QuizServer
import Testing

/// A real WebSocket client of a room for tests: what it sends, and every message it receives, waited for by kind.
final class RoomClient: Sendable {
    let inbox = Inbox()
    private let sending: AsyncStream<ClientMessage>.Continuation
    private let connection: Task<Void, any Error>

    init(base: URL, pin: String, hello: ClientMessage) {
        let (outgoing, sending) = AsyncStream.makeStream(of: ClientMessage.self)
        self.sending = sending
        let inbox = self.inbox
        connection = Task {
            do {
                try await ClassClient.connect(to: base, pin: pin, hello: hello, outgoing: outgoing) { message in
                    await inbox.append(message)
                }
                await inbox.markClosed(failure: nil)
            } catch {
                await inbox.markClosed(failure: "\(error)")
                throw error
            }
        }
    }

    func send(_ message: ClientMessage) {
        sending.yield(message)
    }

    /// Closes the connection from this side, as a closed laptop would.
    func drop() async {
        sending.finish()
        _ = await connection.result
    }

    /// The first message received, from the start, that `match` picks out; fails after 30 s, or when the connection
    /// ends without it.
    func wait<T: Sendable>(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ match: @Sendable (ServerMessage) -> T?
    ) async throws -> T {
        try await inbox.wait(what, sourceLocation: sourceLocation, match)
    }

    actor Inbox {
        /// How long a wait lasts: a message comes within milliseconds, but a loaded machine can stall the whole
        /// test process for seconds.
        let patience = Duration.seconds(30)
        private(set) var messages: [ServerMessage] = []
        /// Every message received, none consumed by a wait.
        private(set) var history: [ServerMessage] = []
        private(set) var closed = false
        /// Why the connection failed, when it did.
        private(set) var failure: String?

        func append(_ message: ServerMessage) {
            messages.append(message)
            history.append(message)
        }
        func markClosed(failure: String?) {
            closed = true
            self.failure = failure
        }

        /// Waits for a message `match` picks, consuming those before it and it, so that the next wait looks further.
        /// The messages are looked at once more after the deadline, since a test runner that keeps every thread of
        /// the pool busy can wake the wait after its deadline and the message together.
        func wait<T: Sendable>(
            _ what: String, sourceLocation: SourceLocation, _ match: @Sendable (ServerMessage) -> T?
        ) async throws -> T {
            let deadline = ContinuousClock.now + patience
            while true {
                if let index = messages.firstIndex(where: { match($0) != nil }) {
                    let found = match(messages[index])!
                    messages.removeFirst(index + 1)
                    return found
                }
                if closed || ContinuousClock.now >= deadline { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            let end =
                closed ? "the connection ended (\(failure ?? "closed by the server"))" : "nothing within \(patience)"
            Issue.record("no \(what): \(end); received \(messages)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
    }
}

extension ServerMessage {
    var question: QuestionShown? {
        if case .question(let shown) = self { return shown }
        return nil
    }

    var closed: QuestionClosed? {
        if case .closed(let closed) = self { return closed }
        return nil
    }

    var podium: Podium? {
        if case .podium(let podium) = self { return podium }
        return nil
    }

    var welcome: Welcome? {
        if case .welcome(let welcome) = self { return welcome }
        return nil
    }

    var lobby: [String]? {
        if case .lobby(let players) = self { return players }
        return nil
    }

    var error: RoomError.Code? {
        if case .error(let code, _, _) = self { return code }
        return nil
    }
}
