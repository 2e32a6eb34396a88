import QuizCore

extension RoomHub {
    /// This hub's rooms reached from the same process, without a socket: each connection is a `RoomConnection` whose
    /// messages go straight to `receive`, as the WebSocket route hands them. Scripts host their rooms so over local
    /// packs, and `address` is what players are told to join.
    public nonisolated func classRooms(address: String, clock: ManualClock? = nil, seed: UInt64) -> ClassRooms {
        let hub = self
        return ClassRooms(
            open: { request throws(OpenError) in
                RoomOpening.Reply(try await hub.open(pack: request.pack, settings: RoomSettings(request, seed: seed)))
            },
            connect: { pin in
                await hub.link(pin: pin, id: Int.random(in: 1...Int.max))
            },
            report: { pin, key throws(RoomError) in
                guard let report = try await hub.report(pin: pin, key: key) else { throw .noSuchRoom(pin) }
                return report
            }, addresses: [address], clock: clock)
    }

    private func link(pin: String, id: Int) async -> ClassLink {
        let connection = RoomConnection(id: -id) {}
        let identity = SharedValue<Identity?>(nil)
        let (incoming, receiving) = AsyncStream.makeStream(of: ServerMessage.self)
        let refusal = await admit(pin: pin, address: "in-process")
        if let refusal { connection.send(.error(code: refusal.code, detail: refusal.description)) }
        let reading = Task {
            for await text in connection.outgoing {
                if let message = try? ClassProtocol.decodeServerMessage(text) { receiving.yield(message) }
            }
            receiving.finish()
            await disconnect(connection, in: pin, as: identity.get())
        }
        if refusal != nil { connection.close() }
        return ClassLink(
            send: { [weak self] message in
                guard let self, !connection.isClosed else { return }
                identity.set(await receive(message, in: pin, from: connection, as: identity.get()))
            }, messages: incoming, failure: { nil },
            close: {
                connection.close()
                _ = await reading.result
            })
    }
}
