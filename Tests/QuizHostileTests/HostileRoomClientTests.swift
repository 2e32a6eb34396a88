import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import QuizTestSupport
import Testing

/// A room's WebSocket on a real `PackServer` with clients that break RFC 6455 or the class protocol's limits on
/// purpose, guess PINs from many addresses, or hold sockets open without a word.
@Suite("Room WebSockets with hostile clients", .serialized)
struct HostileRoomClientTests {
    private static let join = #"{"v": 1, "type": "join", "name": "Eve", "device": "eve-phone"}"#

    /// Serves the pack with rooms, opens one, and gives `body` the port, the room's PIN and its host key.
    private func withRoom(
        _ configuration: PackServer.Configuration = .init(port: 0),
        _ body: (_ port: Int, _ pin: String, _ key: String) async throws -> Void
    ) async throws {
        let api = PackAPI(packs: [.capitals])
        let hub = RoomHub(packs: { api.pack(named: $0) }, seed: 7)
        try await PackServer(api: api, configuration: configuration, rooms: hub, log: { _ in }).serving { base in
            let room = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "capitals"))
            try await body(try #require(base.port), room.pin, room.key)
        }
    }

    /// A PIN of no room: the next one after `pin`.
    private static func wrong(_ pin: String) -> String { String((Int(pin)! + 1 - 100_000) % 900_000 + 100_000) }

    @Test(
        "a message begun and continued by empty frames is closed with 1009, in a room or before a PIN is looked up",
        arguments: [true, false])
    func emptyContinuationFrames(joined: Bool) async throws {
        try await withRoom { port, pin, _ in
            let frames = try await RawSocket.offThePool {
                let socket = try RawWebSocket(port: port, pin: joined ? pin : Self.wrong(pin))
                if joined {
                    try socket.send(RawWebSocket.text(Self.join))
                    _ = socket.readFrame()
                }
                try socket.send(RawWebSocket.text("{", fin: false))
                let empty = RawWebSocket.frame(opcode: 0, fin: false)
                try? socket.send(Array([[UInt8]](repeating: empty, count: 100_000).joined()))
                return socket.readFrames(within: 3)
            }
            #expect(frames.last?.closeCode == 1009, "\(frames.map(\.opcode)) \(frames.last?.closeCode ?? 0)")
        }
    }

    /// Frames that RFC 6455 forbids or the protocol's limit refuses, with the close code each calls for.
    private static let forbidden: [String: (frames: [[UInt8]], code: Int)] = [
        "an unmasked frame": ([RawWebSocket.frame(opcode: 1, Array(join.utf8), masked: false)], 1002),
        "text of invalid UTF-8": ([RawWebSocket.frame(opcode: 1, [0x7B, 0xC3, 0x28, 0x7D])], 1007),
        "a message over 4,096 bytes in two frames": (
            [
                RawWebSocket.text(String(repeating: " ", count: 3000), fin: false),
                RawWebSocket.frame(opcode: 0, Array(repeating: 0x20, count: 3000)),
            ], 1009
        ),
        "a continuation with no message begun": ([RawWebSocket.frame(opcode: 0, Array(join.utf8))], 1002),
    ]

    @Test(
        "frames RFC 6455 forbids or the protocol's limit refuses close the connection with the code they call for",
        arguments: forbidden.keys.sorted())
    func forbiddenFrames(what: String) async throws {
        let (frames, code) = try #require(Self.forbidden[what])
        try await withRoom { port, pin, _ in
            let (received, closed) = try await RawSocket.offThePool {
                let socket = try RawWebSocket(port: port, pin: pin)
                for frame in frames { try socket.send(frame) }
                let received = socket.readFrames(within: 2)
                // The close handshake's answer, as a client that follows RFC 6455 sends it.
                try? socket.send(RawWebSocket.frame(opcode: 8, [0x03, 0xE8]))
                return (received, socket.isClosedByServer(within: 3))
            }
            #expect(received.last?.closeCode == code, "\(what): \(received.map(\.text))")
            #expect(closed, "\(what): the connection stays open")
        }
    }

    @Test(
        "500 pings sent at once, read a second later, are each answered with a pong, and the client stays",
        arguments: ["WebSocket", "class protocol"])
    func pingsAtOnce(kind: String) async throws {
        let webSocket = kind == "WebSocket"
        try await withRoom { port, pin, _ in
            let (pongs, staying) = try await RawSocket.offThePool {
                let socket = try RawWebSocket(port: port, pin: pin)
                try socket.send(RawWebSocket.text(Self.join))
                let pings = (1...500).map { id in
                    webSocket
                        ? RawWebSocket.frame(opcode: 9, Array("\(id)".utf8))
                        : RawWebSocket.text(#"{"v": 1, "type": "ping", "id": \#(id)}"#)
                }
                try socket.send(Array(pings.joined()))
                Thread.sleep(forTimeInterval: 1)
                var pongs: [String] = []
                while pongs.count < 500, let frame = socket.readFrame(within: 3) {
                    if webSocket, frame.opcode == 10 { pongs.append(frame.text) }
                    if !webSocket, let pong = try? ClassProtocol.decodeServerMessage(frame.text),
                        case .pong(let id) = pong
                    {
                        pongs.append("\(id)")
                    }
                }
                try socket.send(RawWebSocket.text(#"{"v": 1, "type": "ping", "id": 501}"#))
                return (pongs, socket.readFrames(within: 2).contains { $0.text.contains(#""pong""#) })
            }
            #expect(pongs == (1...500).map { "\($0)" }, "\(kind): \(pongs.count) pongs")
            #expect(staying, "\(kind): the client was dropped")
        }
    }

    @Test("guesses from 120 addresses share the server's pace: most are refused before their PIN is looked up")
    func guessesFromRotatingAddresses() async throws {
        try await withRoom { port, pin, _ in
            let answers = try await RawSocket.offThePool {
                try (1...120).map { index -> String in
                    let socket = try RawWebSocket(port: port, pin: Self.wrong(pin), source: "127.77.0.\(index)")
                    try socket.send(RawWebSocket.text(#"{"v": 1, "type": "watch"}"#))
                    let said = socket.readFrame()?.text ?? ""
                    return said.contains("no-such-room")
                        ? "looked up" : said.contains("too-many-guesses") ? "paced" : said
                }
            }
            let lookedUp = answers.filter { $0 == "looked up" }.count
            #expect(lookedUp < 80 && answers.filter { $0 == "paced" }.count == 120 - lookedUp, "\(answers)")
        }
    }

    @Test("near the connection limit, silent sockets make room for new ones and the room's players stay")
    func sheddingSparesWebSockets() async throws {
        try await withRoom(.init(port: 0, maximumConnections: 48)) { port, pin, key in
            let (stayed, answered) = try await RawSocket.offThePool {
                let host = try RawWebSocket(port: port, pin: pin)
                try host.send(RawWebSocket.text(#"{"v": 1, "type": "host", "key": "\#(key)"}"#))
                _ = host.readFrame()
                let players = try (1...5).map { index in
                    let player = try RawWebSocket(port: port, pin: pin)
                    try player.send(
                        RawWebSocket.text(#"{"v": 1, "type": "join", "name": "P\#(index)", "device": "d\#(index)"}"#))
                    _ = player.readFrame()
                    return player
                }
                let silent = try (0..<100).map { _ in try RawSocket(port: port) }
                let request = try RawSocket(port: port)
                try request.send("GET /packs HTTP/1.1\r\nHost: x\r\n\r\n")
                let status = request.readStatus(within: 5)
                let stayed = ([host] + players).map { socket -> Bool in
                    (try? socket.send(RawWebSocket.text(#"{"v": 1, "type": "ping", "id": 1}"#))) != nil
                        && socket.readFrames(within: 1).contains { $0.text.contains(#""pong""#) }
                }
                withExtendedLifetime(silent) {}
                return (stayed, status)
            }
            #expect(stayed == Array(repeating: true, count: 6))
            #expect(answered == 200)
        }
    }

    @Test("a connection that sends nothing to a server with rooms is closed at the request timeout")
    func silentConnection() async throws {
        try await withRoom(.init(port: 0, requestTimeout: .seconds(1))) { port, _, _ in
            let socket = try RawSocket(port: port)
            let closed = try await socket.readToEnd(within: 4)
            #expect(closed == "")
        }
    }
}
