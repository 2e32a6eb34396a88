import Foundation
import QuizClass
import QuizClient
import Testing

/// What `quiz host`, `quiz assign` and `quiz join` say when no server listens at the address they were given.
@Suite("A class client says in words why a server could not be reached")
struct ClassClientFailureTests {
    /// Port 9 of this machine, where nothing listens.
    private static let nobody = URL(string: "http://127.0.0.1:9")!

    @Test func openingARoomOnNoServerSaysTheConnectionWasRefused() async {
        let started = ContinuousClock.now
        let error = await #expect(throws: ClassClient.Failure.self) {
            try await ClassClient.openRoom(
                at: Self.nobody, RoomOpening.Request(pack: "capitals"), timeout: .seconds(120))
        }
        #expect(error?.description == "http://127.0.0.1:9/rooms: the server did not answer: connection refused")
        // At once rather than at the timeout, even on a machine busy with other tests.
        #expect(started.duration(to: .now) < .seconds(60))
    }

    @Test func joiningARoomOnNoServerSaysTheConnectionWasRefused() async {
        let link = ClassClient.link(to: Self.nobody, pin: "123456")
        for await _ in link.messages {}
        #expect(link.failure() == "ws://127.0.0.1:9/rooms/123456/ws: the room's connection failed: connection refused")
        await link.close()
    }

    /// The WebSocket client reads no IPv6 address between brackets: it would say "unknown host [".
    @Test func joiningARoomAtAnIPv6AddressSaysToGiveANameOrAnIPv4Address() async {
        let link = ClassClient.link(to: URL(string: "http://[::1]:9")!, pin: "123456")
        for await _ in link.messages {}
        #expect(
            link.failure()
                == "ws://[::1]:9/rooms/123456/ws: the room's connection failed: rooms take no IPv6 address; give the "
                + "server's name or IPv4 address")
        await link.close()
    }
}
