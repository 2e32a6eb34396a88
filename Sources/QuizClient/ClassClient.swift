import AsyncHTTPClient
import Foundation
import HummingbirdWSClient
import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket
import QuizAPI
import QuizClass
import QuizCore

/// The client side of live class play, for `quiz host`, `quiz join` and tests: opens a room over HTTP and speaks
/// the class protocol over a room's WebSocket.
public enum ClassClient {
    /// What went wrong talking to a server, with its URL.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var url: String
        public var reason: String
        /// Whether nothing listened at the server's address: the connection was refused, as by a server that is gone.
        public var refused = false

        public var description: String { "\(url): \(reason)" }
    }

    /// The largest message read from a server: a podium of a thousand players fits many times over.
    public static let maximumServerMessage = 4 << 20

    /// How often a room's connection is pinged: one whose pong does not come back within this time is closed, so
    /// that a network that went away silently is noticed and the client joins again.
    public static let pingPeriod = Duration.seconds(10)

    /// The client of the rooms' HTTP requests, on which a refused connection fails at once rather than being tried
    /// again until the timeout.
    private static let http: HTTPClient = {
        var settings = HTTPClient.Configuration()
        settings.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: settings)
    }()

    /// `POST /rooms` on the server at `base`; the reply holds the PIN and the host key.
    public static func openRoom(at base: URL, _ request: RoomOpening.Request, timeout: Duration = .seconds(10))
        async throws(Failure) -> RoomOpening.Reply
    {
        var post = HTTPClientRequest(url: base.appendingPathComponent("rooms").absoluteString)
        post.method = .POST
        post.headers.add(name: "content-type", value: "application/json")
        post.body = .bytes(ByteBuffer(string: ClassProtocol.encode(request)))
        return try await answer(to: post, expecting: .created, upTo: 1 << 20, timeout: timeout, as: "a room")
    }

    /// `GET /rooms/PIN/report.json` on the server at `base`, with the host key `key`.
    public static func report(at base: URL, pin: String, key: String) async throws(Failure) -> ClassReport {
        var get = HTTPClientRequest(url: base.appendingPathComponent("rooms/\(pin)/report.json").absoluteString)
        get.headers.add(name: "authorization", value: "Bearer \(key)")
        return try await answer(to: get, expecting: .ok, upTo: 64 << 20, timeout: .seconds(10), as: "a room's report")
    }

    /// The body of the answer to `request` decoded, when its status is `expected`; else the server's `error`, or its
    /// status.
    private static func answer<Value: Decodable>(
        to request: HTTPClientRequest, expecting expected: HTTPResponseStatus, upTo limit: Int, timeout: Duration,
        as what: String
    ) async throws(Failure) -> Value {
        let body: ByteBuffer
        let status: HTTPResponseStatus
        do {
            let response = try await http.execute(request, timeout: TimeAmount(timeout))
            status = response.status
            body = try await response.body.collect(upTo: limit)
        } catch {
            throw Failure(url: request.url, reason: "the server did not answer: \(HTTPTransport.reason(for: error))")
        }
        let data = Data(body.readableBytesView)
        guard status == expected else {
            let said = (try? JSONDecoder().decode([String: String].self, from: data))?["error"]
            throw Failure(url: request.url, reason: said ?? "the server answered \(status.code)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(Value.self, from: data)
        } catch {
            throw Failure(url: request.url, reason: "the answer is not \(what): \(error)")
        }
    }

    /// Why a server given by an IPv6 address is not tried: the WebSocket client reads no address between brackets.
    public static let ipv6Refusal = "rooms take no IPv6 address; give the server's name or IPv4 address"

    /// The WebSocket address of room `pin` on the server at `base`: `ws://HOST:PORT/rooms/PIN/ws`.
    public static func socketURL(base: URL, pin: String) -> String {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.scheme = components.scheme == "https" ? "wss" : "ws"
        components.path =
            (components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path)
            + "/rooms/\(pin)/ws"
        return components.string ?? "ws://invalid"
    }

    /// Connects to room `pin`, sends `hello` (a `join` or `host`; none when `outgoing` starts with it), then each
    /// message `outgoing` yields, and hands every message of the server to `received`, until the server closes or
    /// `outgoing` ends.
    public static func connect(
        to base: URL, pin: String, hello: ClientMessage?, outgoing: AsyncStream<ClientMessage>,
        received: @escaping @Sendable (ServerMessage) async -> Void
    ) async throws(Failure) {
        let url = socketURL(base: base, pin: pin)
        if base.host?.contains(":") == true {
            throw Failure(url: url, reason: "the room's connection failed: \(ipv6Refusal)")
        }
        let client = WebSocketClient(
            url: url, configuration: .init(maxFrameSize: 1 << 16, autoPing: .enabled(timePeriod: pingPeriod)),
            logger: Logger(label: "quiz-class", factory: { _ in SwiftLogNoOpLogHandler() })
        ) { inbound, outbound, _ in
            // A server that refuses the connection (no such room, too many guesses) says why and closes without
            // waiting for the hello, which may then fail to go out: what it said is still read below.
            if let hello { try? await outbound.write(.text(ClassProtocol.encode(hello))) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await message in outgoing { try await outbound.write(.text(ClassProtocol.encode(message))) }
                    try await outbound.close(.normalClosure, reason: nil)
                }
                for try await message in inbound.messages(maxSize: maximumServerMessage) {
                    guard case .text(let text) = message, let decoded = try? ClassProtocol.decodeServerMessage(text)
                    else { continue }
                    await received(decoded)
                }
                group.cancelAll()
            }
        }
        do {
            try await client.run()
        } catch {
            throw Failure(
                url: url, reason: "the room's connection failed: \(HTTPTransport.reason(for: error))",
                refused: HTTPTransport.isRefusal(error))
        }
    }

    /// The rooms of the `quiz serve` at `base`, as the shell hosts them; `clock` is the server's when the caller
    /// moves it (a transcript's own server). A `?token=` of `base` opens the rooms, and is not in the address that
    /// players are told.
    public static func rooms(at base: URL, clock: ManualClock? = nil) -> ClassRooms {
        ClassRooms(
            open: { request in try await openRoom(at: base, request) },
            connect: { pin in link(to: base, pin: pin) },
            report: { pin, key in try await report(at: base, pin: pin, key: key) },
            addresses: [ServerAddress.splittingToken(base).url.absoluteString], clock: clock)
    }

    /// A connection to room `pin` that runs in a task of its own until the server closes it or `close` is called.
    public static func link(to base: URL, pin: String) -> ClassLink {
        let (outgoing, sending) = AsyncStream.makeStream(of: ClientMessage.self)
        let (incoming, receiving) = AsyncStream.makeStream(of: ServerMessage.self)
        let failure = SharedValue<String?>(nil)
        let running = Task {
            do throws(Failure) {
                try await connect(to: base, pin: pin, hello: nil, outgoing: outgoing) { receiving.yield($0) }
            } catch {
                failure.set(error.description)
            }
            receiving.finish()
        }
        return ClassLink(
            send: { sending.yield($0) }, messages: incoming, failure: { failure.get() },
            close: {
                sending.finish()
                _ = await running.result
            })
    }
}
