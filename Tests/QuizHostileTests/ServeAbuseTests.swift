import Foundation
import HummingbirdTesting
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import QuizServer
import Testing

/// `quiz serve` under abuse: many idle sockets, many half-sent requests, and real requests among them.
///
/// Slow (tens of seconds), so it runs only with `QUIZ_ABUSE_TESTS=1`, as a step of its own in `Scripts/test`.
@Suite(
    "quiz serve under abuse", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["QUIZ_ABUSE_TESTS"] == "1", "set QUIZ_ABUSE_TESTS=1"))
struct ServeAbuseTests {
    private static let pack = Pack(
        name: "films", title: "Films", language: "en",
        items: .film([FilmItem(id: 1, title: "Jaws", question: "Spielberg directed it", answer: true)]))

    /// 500 requests on 500 connections at once, all sent before any answer is read; their statuses and how long
    /// they took in all.
    private func realRequests(_ port: Int) async throws -> (statuses: [Int], took: Duration) {
        try await RawSocket.offThePool {
            let started = ContinuousClock.now
            let real = try (0..<500).map { _ in try RawSocket(port: port) }
            for socket in real { try socket.send("GET /packs HTTP/1.1\r\nHost: x\r\n\r\n") }
            let statuses = try real.map { try $0.readStatus() }
            return (statuses, started.duration(to: .now))
        }
    }

    /// 500 real requests are answered within a second, or, on a machine too loaded for that, in no more than three
    /// times the time of the same 500 without the abuse (a loaded machine measures with much noise): idle and
    /// half-sent sockets hold nothing up.
    @Test("1,000 idle sockets and 1,000 half-sent requests: 500 real requests are all answered as quickly as without")
    func realRequestsAmongAbuse() async throws {
        let server = PackServer(
            api: PackAPI(packs: [Self.pack]),
            configuration: .init(port: 0, requestTimeout: .seconds(12)), log: { _ in })
        try await server.application().test(.live) { client in
            let port = try #require(client.port)
            let alone = try await realRequests(port)
            #expect(alone.statuses.allSatisfy { $0 == 200 })
            let idle = try (0..<1000).map { _ in try RawSocket(port: port) }
            let halfSent = try (0..<1000).map { _ in try RawSocket(port: port) }
            for socket in halfSent { try socket.send("GET /packs HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ") }
            // The server accepts and sets up the 2,000 connections first; the real requests come among them.
            try await Task.sleep(for: .seconds(6))
            let abused = ContinuousClock.now

            let (statuses, took) = try await realRequests(port)
            #expect(statuses.count == 500)
            #expect(statuses.allSatisfy { $0 == 200 })
            #expect(took < max(.seconds(1), alone.took * 3), "500 requests took \(took), \(alone.took) without abuse")
            print(
                "abuse: 500 real requests answered in \(took) among 1000 idle and 1000 half-sent sockets, "
                    + "\(alone.took) without them")

            try await Task.sleep(until: abused + .seconds(8), clock: .continuous)
            let closedIdle = idle.filter { $0.isClosedByPeer() }.count
            let closedHalf = halfSent.filter { $0.isClosedByPeer() }.count
            #expect(closedIdle == 1000, "\(closedIdle) of 1000 idle sockets closed")
            #expect(closedHalf == 1000, "\(closedHalf) of 1000 half-sent sockets closed")
            print("abuse: after the 12 s request timeout, \(closedIdle) idle and \(closedHalf) half-sent closed")
        }
    }

    @Test("a request dripped a byte at a time is cut off at the request timeout")
    func drippedRequest() async throws {
        let server = PackServer(
            api: PackAPI(packs: [Self.pack]),
            configuration: .init(port: 0, requestTimeout: .seconds(1)), log: { _ in })
        try await server.application().test(.live) { client in
            let socket = try RawSocket(port: try #require(client.port))
            let started = ContinuousClock.now
            var sent = 0
            for byte in "GET /packs HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Drip: aaaaaaaaaaaaaaaaaaaa\r\n\r\n" {
                if socket.isClosedByPeer() { break }
                try? socket.send(String(byte))
                sent += 1
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(socket.isClosedByPeer())
            #expect(started.duration(to: .now) < .seconds(3))
            #expect(sent < 30)
        }
    }
}

/// A blocking TCP socket to `localhost`, where `.live` tests listen, closed when released.
final class RawSocket: @unchecked Sendable {
    private let descriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Connects to the first address of `localhost`, the one a server bound to that name listens on.
    init(port: Int) throws {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo("localhost", String(port), &hints, &found) == 0, let address = found else {
            throw Failure(description: "localhost has no address")
        }
        defer { freeaddrinfo(found) }
        descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        guard connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            close(descriptor)
            throw Failure(description: "connect: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Runs `body`, which blocks on sockets, on a thread of its own: the server under test answers on the tasks of
    /// Swift's cooperative threads, which a blocking read there would hold up.
    static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
            throw Failure(description: "send: \(String(cString: strerror(errno)))")
        }
    }

    /// The status code of the answer to what was sent.
    func status() async throws -> Int {
        try await Self.offThePool { try self.readStatus() }
    }

    /// Reads the status code of the answer to what was sent, blocking until it comes.
    func readStatus() throws -> Int {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 12 else { throw Failure(description: "no answer") }
        return Int(String(decoding: buffer[9..<12], as: UTF8.self)) ?? 0
    }

    /// The status code of the answer to what was sent, or `nil` if none comes within `seconds`.
    func readStatus(within seconds: Int) -> Int? {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return try? readStatus()
    }

    /// Says that nothing more will be sent, as a client that half-closes its connection after its requests.
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Everything received until the server closes its end, or `nil` if it has not closed it within `seconds`.
    func readToEnd(within seconds: Int) async throws -> String? {
        try await Self.offThePool { self.blockingReadToEnd(within: seconds) }
    }

    private func blockingReadToEnd(within seconds: Int) -> String? {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { return String(decoding: received, as: UTF8.self) }
            if count < 0 { return nil }
            received += buffer[..<count]
        }
    }

    /// Whether the server has closed its end: a read that does not wait finds the end of the stream.
    func isClosedByPeer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }
}
