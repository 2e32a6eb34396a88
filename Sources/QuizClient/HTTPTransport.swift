import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import QuizAPI
import QuizCore

/// A transport over HTTP, on AsyncHTTPClient.
///
/// Every request has a deadline that covers the whole exchange, retries included: a GET or HEAD that meets a
/// connection error or a 5xx is tried again while the deadline allows. A refused connection fails at once rather
/// than at the deadline, and a body over the limit is refused as soon as that is known.
///
/// Call `shutdown()` once done: it closes the connections and waits for the client to stop.
public struct HTTPTransport: Transport {
    public struct Configuration: Sendable, Hashable {
        /// How long a request may take in all, when the request sets no timeout of its own.
        public var timeout: Duration = .seconds(10)
        /// How long one attempt may wait for a connection.
        public var connectTimeout: Duration = .seconds(3)
        /// How many times a failed GET or HEAD is tried again.
        public var retries = 2
        /// The pause before the first retry; it doubles for each further one, up to `maximumBackoff`.
        public var backoff: Duration = .milliseconds(100)
        public var maximumBackoff: Duration = .seconds(1)
        public var bodyLimit = 64 * 1024 * 1024

        public init() {}
    }

    public let configuration: Configuration
    private let client: HTTPClient

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        var settings = HTTPClient.Configuration()
        settings.timeout = .init(connect: TimeAmount(configuration.connectTimeout))
        settings.connectionPool.retryConnectionEstablishment = false
        settings.redirectConfiguration = .disallow
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: settings)
    }

    public func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let timeout = request.timeout ?? configuration.timeout
        let deadline = ContinuousClock.now + timeout
        let retries = request.method == .get || request.method == .head ? configuration.retries : 0
        var attempt = 0
        while true {
            let outcome: Result<TransportResponse, TransportError>
            do throws(TransportError) {
                outcome = .success(try await self.attempt(request, deadline: deadline, timeout: timeout))
            } catch {
                outcome = .failure(error)
            }
            guard attempt < retries, Self.isWorthRetrying(outcome), let pause = pause(before: attempt, deadline)
            else { return try outcome.get() }
            do { try await Task.sleep(for: pause) } catch { throw .cancelled(url: request.url) }
            attempt += 1
        }
    }

    public func shutdown() async {
        try? await client.shutdown()
    }

    /// Runs `body` with a transport of its own, shut down after it whether it returned or threw.
    public static func using<T>(_ body: (HTTPTransport) async throws -> T) async throws -> T {
        let transport = HTTPTransport()
        do {
            let result = try await body(transport)
            await transport.shutdown()
            return result
        } catch {
            await transport.shutdown()
            throw error
        }
    }

    private static func isWorthRetrying(_ outcome: Result<TransportResponse, TransportError>) -> Bool {
        switch outcome {
        case .success(let response): response.status >= 500
        case .failure(.connectionFailed): true
        case .failure: false
        }
    }

    /// The pause before retry number `attempt + 1`, or nil when it would not end before the deadline.
    private func pause(before attempt: Int, _ deadline: ContinuousClock.Instant) -> Duration? {
        let pause = min(configuration.backoff * (1 << min(attempt, 16)), configuration.maximumBackoff)
        return ContinuousClock.now + pause < deadline ? pause : nil
    }

    /// Follows redirects itself rather than through the client, so that a failure names the address that failed: the
    /// server's own, or another it redirected to.
    private func attempt(_ request: TransportRequest, deadline: ContinuousClock.Instant, timeout: Duration)
        async throws(TransportError) -> TransportResponse
    {
        var hop = request
        var visited: Set<URL> = [hop.url]
        while true {
            let response = try await exchange(hop, deadline: deadline, timeout: timeout)
            guard [301, 302, 303, 307, 308].contains(response.status),
                let next = response.headers["location"].flatMap({ URL(string: $0, relativeTo: hop.url) })?
                    .absoluteURL, next.scheme == "http" || next.scheme == "https"
            else { return response }
            guard visited.count <= 5, visited.insert(next).inserted else { throw .redirectLoop(url: request.url) }
            if next.host != hop.url.host || next.port != hop.url.port || next.scheme != hop.url.scheme {
                hop.headers = [:]
            }
            if response.status == 303, hop.method != .head { hop.method = .get }
            hop.url = next
        }
    }

    private func exchange(_ request: TransportRequest, deadline: ContinuousClock.Instant, timeout: Duration)
        async throws(TransportError) -> TransportResponse
    {
        // Checked again here for the URLs made inside quiz (a page's `nextUrl`, a redirect) rather than given.
        guard (try? ServerAddress.check(request.url.absoluteString)) != nil else { throw .badAddress(url: request.url) }
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        let remaining = ContinuousClock.now.duration(to: deadline)
        let client = self.client
        let limit = min(request.bodyLimit ?? .max, configuration.bodyLimit)
        let prepared = outgoing
        do {
            // The body is read under the same deadline as the head: a server that drips its answer byte by byte
            // is cut off when the time is up.
            let (response, body) = try await withDeadline(deadline) {
                let response = try await client.execute(prepared, deadline: .now() + TimeAmount(remaining))
                return (response, try await response.body.collect(upTo: limit))
            }
            let headers = Dictionary(
                response.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
            return TransportResponse(
                status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw transportError(error, url: request.url, timeout: timeout, bodyLimit: limit)
        }
    }

    private func transportError(_ error: any Error, url: URL, timeout: Duration, bodyLimit: Int) -> TransportError {
        switch error {
        case is DeadlineReached: return .timedOut(url: url, after: timeout)
        case is NIOTooManyBytesError: return .bodyTooLarge(url: url, limit: bodyLimit)
        case is CancellationError: return .cancelled(url: url)
        case let error as HTTPClientError:
            switch error {
            case .deadlineExceeded, .readTimeout, .writeTimeout: return .timedOut(url: url, after: timeout)
            case .cancelled, .requestStreamCancelled: return .cancelled(url: url)
            case .redirectCycleDetected, .redirectLimitReached: return .redirectLoop(url: url)
            case .invalidURL, .emptyHost, .emptyScheme: return .badAddress(url: url)
            default: return .connectionFailed(url: url, reason: Self.reason(for: error))
            }
        default: return .connectionFailed(url: url, reason: Self.reason(for: error))
        }
    }

    /// Whether `error` is a refused connection (`ECONNREFUSED`): nothing listens at the address.
    static func isRefusal(_ error: any Error) -> Bool {
        if let error = error as? IOError { return error.errnoCode == ECONNREFUSED }
        guard let error = error as? NIOConnectionError, error.dnsAError == nil, error.dnsAAAAError == nil else {
            return false
        }
        return error.connectionErrors.first.map { isRefusal($0.error) } ?? false
    }

    /// `connection refused`, `network is unreachable`: the system's words for an errno, lowercased; for other
    /// failures, a phrase that does not name the library's types.
    static func reason(for error: any Error) -> String {
        if let error = error as? IOError { return FileFailure.posix(error.errnoCode) }
        if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "unknown host \(error.host)" }
            return error.connectionErrors.first.map { reason(for: $0.error) } ?? "no address to connect to"
        }
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout, .getConnectionFromPoolTimeout: return "no connection within the time allowed"
            case .remoteConnectionClosed: return "the server closed the connection"
            case .tlsHandshakeTimeout: return "the secure connection was not set up in time"
            case .bodyLengthMismatch, .contentLengthMissing: return "the server's answer was cut off"
            default: return "the server's answer is not valid HTTP"
            }
        }
        if error is SocketAddressError { return "the host name could not be resolved" }
        if let error = error as? HTTPParserError {
            return error == .invalidEOFState
                ? "the server's answer was cut off" : "the server's answer is not valid HTTP"
        }
        return "the connection failed"
    }
}
