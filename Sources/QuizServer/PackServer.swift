import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import QuizClass
import QuizCore
import ServiceLifecycle
import UnixSignals

/// Serves a `PackAPI` over HTTP/1.1 with Hummingbird: what `quiz serve` runs.
///
/// The application is the API's router (`PackAPI.addRoutes(to:)`) behind `RequestLogMiddleware`, which writes one
/// line per request to `log` (standard error by default) with any token masked:
/// `GET /api/quizzes/random?token=*** 200 (182 bytes, 0.3 ms)`. With a `RoomHub`, the rooms of live class play go
/// beside the API's routes: `POST /rooms`, and the WebSocket `/rooms/PIN/ws` (see `RoomRoutes`), with their browser
/// pages (see `PageRoutes`); the pack of a room whose game is under way is withheld from the API's routes (see
/// `PacksInPlay`).
///
/// Connections are Hummingbird's, capped by `MaximumAvailableConnections`, with a `ConnectionWatcher` each: idle ones
/// make room for new ones near the cap (`IdleConnectionShedder`), and a room's WebSocket keeps its client to RFC 6455
/// (`ClientFrameGuard`), UTF-8 text and messages of `ClassProtocol.maximumClientMessage` bytes at most.
public struct PackServer: Sendable {
    public struct Configuration: Sendable, Hashable {
        public var host: String
        /// The port to listen on; 0 lets the system choose a free one, which `run`'s `onRunning` receives.
        public var port: Int
        /// How long a connection may stay without a complete request before it is closed, counted from its opening
        /// or its last answer: idle and half-sent connections hold nothing longer.
        public var requestTimeout: Duration
        /// The most connections open at once; more wait to be accepted. By default as many as the process's file
        /// descriptors allow, less a margin for the packs and the log.
        public var maximumConnections: Int

        /// How many connections may be open before the idle ones, oldest first, are closed to make room for new
        /// ones: seven eighths of `maximumConnections`, so that accepting goes on while sockets that send nothing
        /// hold the rest.
        public var sheddingThreshold: Int { max(1, maximumConnections - max(1, maximumConnections / 8)) }

        public init(
            host: String = "127.0.0.1", port: Int = 8080, requestTimeout: Duration = .seconds(10),
            maximumConnections: Int = PackServer.connectionCapacity()
        ) {
            self.host = host
            self.port = port
            self.requestTimeout = requestTimeout
            self.maximumConnections = maximumConnections
        }
    }

    public struct ListenError: Error, Sendable, Hashable, CustomStringConvertible {
        public var host: String
        public var port: Int
        public var reason: String

        /// The host is not an address of this machine (EADDRNOTAVAIL), rather than the port being taken.
        public var isForeignHost: Bool { reason == FileFailure.posix(EADDRNOTAVAIL) }

        public var description: String {
            "cannot listen on \(host):\(port): \(reason); "
                + (isForeignHost
                    ? "give --host an address of this machine, such as 127.0.0.1 (this machine only) or 0.0.0.0 "
                        + "(every network)"
                    : "choose another --port or stop what is using it")
        }
    }

    /// The address to listen on names no host that this machine can resolve.
    public struct UnknownHost: Error, Sendable, Hashable, CustomStringConvertible {
        public var host: String

        public var description: String {
            "cannot listen on \(host): no such host; give --host a name or address of this machine, such as "
                + "127.0.0.1 (this machine only) or 0.0.0.0 (every network)"
        }
    }

    public let api: PackAPI
    public let configuration: Configuration
    private let log: @Sendable (String) -> Void
    /// The routes of live class play; nil for a server without rooms.
    private let roomRoutes: RoomRoutes?

    public init(
        api: PackAPI, configuration: Configuration = Configuration(), rooms: RoomHub? = nil,
        log: @escaping @Sendable (String) -> Void = PackServer.standardError
    ) {
        self.api = api
        self.configuration = configuration
        self.log = log
        roomRoutes = rooms.map { RoomRoutes(hub: $0, tokens: api.tokens, packsInPlay: PacksInPlay(hub: $0)) }
    }

    /// As many connections as the soft limit of open files allows, raised first to the hard limit, less 64 for
    /// the server's own files; at least 16.
    public static func connectionCapacity() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return max(16, Int(min(limit.rlim_cur, 1 << 20)) - 64)
    }

    /// Writes one line to standard error, with the lines of the same moment: `run` writes the last ones when it ends.
    public static func standardError(_ line: String) {
        standardLog.write(line)
    }

    private static let standardLog = BufferedLog()

    /// The router of the server: the request log, then the API's routes.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RequestLogMiddleware(log: log))
        var withheld: PackAPI.Withholding?
        if let roomRoutes {
            roomRoutes.add(to: router)
            PageRoutes().add(to: router)
            withheld = { await roomRoutes.packsInPlay.contains($0) }
        }
        api.addRoutes(to: router, withheld: withheld)
        return router
    }

    /// The server as a Hummingbird application; `onRunning` is called once it listens, with its port.
    public func application(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let configuration = self.configuration
        return Application(
            router: router(),
            server: server(
                idleTimeout: TimeAmount(configuration.requestTimeout),
                shedder: IdleConnectionShedder(threshold: configuration.sheddingThreshold)),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), backlog: 1024,
                availableConnectionsDelegate: MaximumAvailableConnections(configuration.maximumConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
            logger: Logger(label: "quiz-serve", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    /// Hummingbird's HTTP/1.1 channel, which closes a connection kept without a complete request for `idleTimeout`;
    /// with rooms, its channel whose requests to `/rooms/PIN/ws` become WebSockets.
    private func server(idleTimeout: TimeAmount, shedder: IdleConnectionShedder) -> HTTPServerBuilder {
        let http1 = HTTP1Channel.Configuration(idleTimeout: idleTimeout)
        guard let roomRoutes else {
            return HTTPServerBuilder { responder in
                WatchedChannel(
                    base: HTTP1Channel(responder: responder, configuration: http1), shedder: shedder,
                    firstRequestTimeout: nil)
            }
        }
        let webSocket = WebSocketServerConfiguration(
            maxFrameSize: ClassProtocol.maximumClientMessage, validateUTF8: true)
        let shouldUpgrade = roomRoutes.shouldUpgrade(log: log)
        return HTTPServerBuilder { responder in
            WatchedChannel(
                base: HTTP1WebSocketUpgradeChannel(
                    responder: responder, configuration: .init(http1: http1, ws: webSocket),
                    shouldUpgrade: shouldUpgrade),
                shedder: shedder, firstRequestTimeout: idleTimeout)
        }
    }

    /// Serves for as long as `body` runs, without handling signals, and gives `body` the server's base URL, with the
    /// port the system chose when the configuration says 0; stops once `body` has ended.
    ///
    /// - Throws: `ListenError` when the address cannot be bound, or what `body` throws.
    public func serving<T>(_ body: (URL) async throws -> T) async throws -> T {
        let (port, stop) = try await start()
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        guard let url = URL(string: "http://\(host):\(port)") else {
            await stop()
            throw CancellationError()
        }
        let result: Result<T, any Error>
        do { result = .success(try await body(url)) } catch { result = .failure(error) }
        await stop()
        return try result.get()
    }

    /// Starts serving in a task of its own, without handling signals; returns once the server listens, with its port
    /// and what stops it.
    ///
    /// - Throws: `ListenError` when the address cannot be bound.
    public func start() async throws -> (port: Int, stop: @Sendable () async -> Void) {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let running = Task {
            defer { continuation.finish() }
            try await run(handlingSignals: false) { port in continuation.yield(port) }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await running.value
            throw CancellationError()
        }
        return (
            port,
            {
                running.cancel()
                _ = await running.result
            }
        )
    }

    /// Serves until SIGINT or SIGTERM, then lets the requests under way finish and writes the rest of the log; or,
    /// with `handlingSignals` false, until the calling task is cancelled. `onRunning` is called once the server
    /// listens, with its port.
    ///
    /// - Throws: `ListenError` when the address cannot be bound, `UnknownHost` when its host cannot be resolved.
    public func run(handlingSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        async throws
    {
        defer { Self.standardLog.flush() }
        do {
            try await application(onRunning: onRunning).runService(
                gracefulShutdownSignals: handlingSignals ? [.sigterm, .sigint] : [])
        } catch let error as IOError {
            let reason = FileFailure.posix(error.errnoCode)
            throw ListenError(host: configuration.host, port: configuration.port, reason: reason)
        } catch is SocketAddressError, is SocketAddressError.UnknownHost {
            throw UnknownHost(host: configuration.host)
        }
    }
}
