import Foundation
import QuizClass
import QuizClient
import Testing

/// The built `quiz serve` after thousands of short WebSocket connections: what each held is returned once it closes.
///
/// Slow (about 20 s) and heavy, so it runs only with `QUIZ_ABUSE_TESTS=1`, in a step of `Scripts/test` of its own.
@Suite(
    "quiz serve's memory after short WebSocket connections", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["QUIZ_ABUSE_TESTS"] == "1", "set QUIZ_ABUSE_TESTS=1"))
struct ServeMemoryTests {
    private static let pack = """
        {"format": 1, "name": "films", "kind": "film", "title": "Films", "language": "en",
         "items": [{"id": 1, "title": "Jaws", "question": "Spielberg directed it", "answer": true}]}
        """

    /// Each connection kept its channel for good, 4 to 7 KB, when hummingbird-websocket's route held it: 6,000 of them
    /// over 24 MB. Now the allocator's arenas grow for a while, then stay.
    @Test("6,000 short WebSocket connections (a PIN of no room, a refused guess, an upgrade then close) keep < 12 MB")
    func shortConnections() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.pack.utf8).write(to: folder.appendingPathComponent("films.json"))

        let server = try QuizServeProcess(packs: folder, host: "127.0.0.1")
        defer { server.stop() }
        let port = try await server.port()
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let pin = try await ClassClient.openRoom(at: base, RoomOpening.Request(pack: "films")).pin

        // The first ones bring the allocator's arenas near the size they keep.
        try await Self.connect(4000, port: port, pin: pin)
        let before = server.residentBytes
        try await Self.connect(6000, port: port, pin: pin)
        try await Task.sleep(for: .seconds(1))
        let grown = server.residentBytes - before
        print("memory: 6,000 short WebSocket connections left \(grown / 1024) KB behind")
        #expect(grown < 12 << 20, "\(grown / 1024) KB kept after the connections closed")
    }

    /// `count` connections, four at a time, each of one kind in turn: a PIN of no room that sends a message and
    /// reads the refusal (past the guesses an address may make, a refused guess), an upgrade to the room's PIN that
    /// closes at once.
    private static func connect(_ count: Int, port: Int, pin: String) async throws {
        let wrong = String((Int(pin)! + 1 - 100_000) % 900_000 + 100_000)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for lane in 0..<4 {
                group.addTask {
                    try await RawSocket.offThePool {
                        for index in stride(from: lane, to: count, by: 4) {
                            if index % 2 == 0 {
                                let socket = try RawWebSocket(port: port, pin: wrong)
                                try socket.send(RawWebSocket.text(#"{"v": 1, "type": "watch"}"#))
                                _ = socket.readFrame()
                            } else {
                                _ = try RawWebSocket(port: port, pin: pin)
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
