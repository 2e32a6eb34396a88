import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import QuizAPI
import QuizCore
import QuizPacks
import ServiceLifecycle
import UnixSignals

/// Serves a `PackAPI` over HTTP/1.1 on Hummingbird's server: what `quiz serve` runs.
///
/// Every path goes to the API. One line per request goes to `log` (standard error by default), with any token
/// redacted: `GET /api/quizzes/random?token=*** 200 (182 bytes, 0.3 ms)`.
///
/// For `Scripts/bench download`, `benchImageLatency` adds the routes `/bench/image/N`: each answers 16 KiB of
/// bytes after that delay, so that downloading many images shows what fetching them concurrently gains.
public struct PackServer: Sendable {
    public struct Configuration: Sendable, Hashable {
        public var host: String
        /// The port to listen on; 0 lets the system choose a free one, which `run`'s `onRunning` receives.
        public var port: Int
        /// The delay of `/bench/image/N`; nil serves no such routes.
        public var benchImageLatency: Duration?
        /// How long a connection may stay without a request, and how long a request may take to arrive in full
        /// (counted from the connection's opening or the previous answer) before the connection is closed.
        public var requestTimeout: Duration
        /// The most connections open at once; more wait to be accepted. By default as many as the process's file
        /// descriptors allow, less a margin for the packs and the log.
        public var maximumConnections: Int

        public init(
            host: String = "127.0.0.1", port: Int = 8080, benchImageLatency: Duration? = nil,
            requestTimeout: Duration = .seconds(10), maximumConnections: Int = PackServer.connectionCapacity()
        ) {
            self.host = host
            self.port = port
            self.benchImageLatency = benchImageLatency
            self.requestTimeout = requestTimeout
            self.maximumConnections = maximumConnections
        }
    }

    /// The server could not start listening.
    public struct ListenError: Error, Sendable, Hashable, CustomStringConvertible {
        public var host: String
        public var port: Int
        public var reason: String

        public var description: String {
            "cannot listen on \(host):\(port): \(reason); choose another --port or stop what is using it"
        }
    }

    /// The size of each `/bench/image/N` body.
    public static let benchImageSize = 16 * 1024

    public let api: PackAPI
    public let configuration: Configuration
    private let log: @Sendable (String) -> Void
    private let ready = ReadyResponses()

    public init(
        api: PackAPI, configuration: Configuration = Configuration(),
        log: @escaping @Sendable (String) -> Void = PackServer.standardError
    ) {
        self.api = api
        self.configuration = configuration
        self.log = log
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

    /// Serves until SIGINT or SIGTERM, then lets the requests under way finish; or, with `handlingSignals` false,
    /// until the calling task is cancelled. `onRunning` is called once the server listens, with its port.
    ///
    /// - Throws: `ListenError` when the address cannot be bound.
    public func run(handlingSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        async throws
    {
        let configuration = self.configuration
        let (seconds, attoseconds) = configuration.requestTimeout.components
        let timeout = TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        let logger = Logger(label: "quiz-serve", factory: { _ in SwiftLogNoOpLogHandler() })
        let server = Server(
            childChannelSetup: PackHTTPChannel(server: self, requestTimeout: timeout),
            configuration: ServerConfiguration(
                address: .hostname(configuration.host, port: configuration.port), backlog: 1024,
                availableConnectionsDelegate: MaximumAvailableConnections(configuration.maximumConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
        let services = ServiceGroup(
            configuration: .init(
                services: [server], gracefulShutdownSignals: handlingSignals ? [.sigterm, .sigint] : [],
                logger: logger))
        defer { Self.standardLog.flush() }
        do {
            try await services.run()
        } catch let error as IOError {
            let reason = String(cString: strerror(error.errnoCode)).lowercased()
            throw ListenError(host: configuration.host, port: configuration.port, reason: reason)
        }
    }

    /// The answer to `method` on `target`, and how long to wait before sending it (only for `/bench/image/N`).
    func answer(method: String, target: String, host: String?) -> (answer: ServedAnswer, delay: TimeAmount?) {
        let key = method + " " + target
        if let ready = ready[key] { return (ready, nil) }
        if let latency = configuration.benchImageLatency, let number = Self.benchImageNumber(target) {
            let (seconds, attoseconds) = latency.components
            return (
                ServedAnswer(Self.benchImage(number)),
                .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
            )
        }
        let origin = "http://\(host ?? configuration.host)"
        let (reply, fixed) = api.serverReply(method: method, origin: origin, target: target)
        let answer = ServedAnswer(reply)
        if fixed { ready.keep(answer, for: key) }
        return (answer, nil)
    }

    /// `GET /partidos.json 200 (1234 bytes, 0.1 ms)`, with any token redacted.
    func logRequest(
        _ method: String, _ target: String, status: Int, bytes: Int, since started: ContinuousClock.Instant
    ) {
        let (seconds, attoseconds) = started.duration(to: .now).components
        let tenths = (seconds * 100_000 + attoseconds / 10_000_000_000_000 + 5) / 10
        log("\(method) \(Self.redacted(target)) \(status) (\(bytes) bytes, \(tenths / 10).\(tenths % 10) ms)")
    }

    /// The request target with the value of any `token` parameter replaced by `***`.
    static func redacted(_ target: String) -> String {
        TokenRedaction.redact(target)
    }

    private static func benchImageNumber(_ target: String) -> Int? {
        let prefix = "/bench/image/"
        guard target.hasPrefix(prefix) else { return nil }
        return Int(target.dropFirst(prefix.count))
    }

    private static func benchImage(_ number: Int) -> TransportResponse {
        let body = Data((0..<benchImageSize).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ number) })
        return TransportResponse(status: 200, headers: ["content-type": "application/octet-stream"], body: body)
    }
}
