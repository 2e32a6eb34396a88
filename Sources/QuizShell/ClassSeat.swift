import QuizClass

/// One connection of the shell to a room, the host's or a simulated player's. What the room sends is kept until it
/// is read, and `settle` reads up to the answer of a `ping`, so that a command shows every message it caused, in
/// order, over a WebSocket as in process.
final class ClassSeat: Sendable {
    /// The connection ended, with the reason when it failed, and what arrived before it did (such as the room's
    /// refusal).
    struct Lost: Error {
        var reason: String?
        var arrived: [ServerMessage] = []
    }

    let link: ClassLink
    private let arrived = SharedValue<[ServerMessage]>([])
    private let ended = SharedValue(false)
    private let pings = SharedValue(0)
    private let reading: Task<Void, Never>

    /// How long `settle` waits for the room.
    static let patience = Duration.seconds(10)

    init(_ link: ClassLink) {
        self.link = link
        let (arrived, ended) = (self.arrived, self.ended)
        reading = Task {
            for await message in link.messages { arrived.change { $0.append(message) } }
            ended.set(true)
        }
    }

    /// The messages that arrived since the last read, without waiting.
    func take() -> [ServerMessage] {
        arrived.change { all in
            defer { all = [] }
            return all.filter { if case .pong = $0 { false } else { true } }
        }
    }

    /// Sends `message`, if any, then waits until the room has acted on everything sent on this connection, and
    /// returns every message that arrived before that.
    func settle(sending message: ClientMessage? = nil) async throws(Lost) -> [ServerMessage] {
        if let message { await link.send(message) }
        let id = pings.change { count in
            count += 1
            return count
        }
        await link.send(.ping(id: id))
        let start = ContinuousClock.now
        while true {
            let read = arrived.change { all -> [ServerMessage]? in
                guard let index = all.firstIndex(of: .pong(id: id)) else { return nil }
                defer { all.removeFirst(index + 1) }
                return all[..<index].filter { if case .pong = $0 { false } else { true } }
            }
            if let read { return read }
            if ended.get() || ContinuousClock.now - start > Self.patience {
                throw Lost(reason: link.failure(), arrived: take())
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Closes the connection and waits for its reading to end.
    func close() async {
        await link.close()
        await reading.value
    }
}
