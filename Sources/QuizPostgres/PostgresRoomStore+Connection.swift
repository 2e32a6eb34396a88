import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import QuizClass
import QuizCore

/// How a `PostgresRoomStore` reaches its database: a first connection within the timeout or why not, and the
/// connection that listens for other processes' changes, made again whenever it is lost.
extension PostgresRoomStore {
    /// One connection, made within `timeout`, or why not.
    static func firstConnection(_ address: PostgresAddress, logger: Logger) async throws(PostgresUnreachable)
        -> PostgresConnection
    {
        var configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.user, password: address.password,
            database: address.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(Int64(timeout.components.seconds))
        do {
            return try await withDeadline(.now + timeout) { [configuration] in
                try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            }
        } catch {
            throw unreachable(address, error)
        }
    }

    static func unreachable(_ address: PostgresAddress, _ error: any Error) -> PostgresUnreachable {
        if let error = error as? PostgresUnreachable { return error }
        if error is DeadlineReached {
            return PostgresUnreachable(address: address, reason: .timedOut(seconds: Int(timeout.components.seconds)))
        }
        guard let error = error as? PSQLError else {
            return PostgresUnreachable(address: address, reason: .noServer("\(error)"))
        }
        if let message = error.serverInfo?[.message] {
            return PostgresUnreachable(address: address, reason: .refused(message))
        }
        let reason: PostgresUnreachable.Reason =
            switch error.underlying {
            case let failure as NIOConnectionError where failure.connectionErrors.isEmpty: .unknownHost
            case let failure as NIOConnectionError where failure.connectionErrors.allSatisfy({ isRefusal($0.error) }):
                .connectionRefused
            case let failure? where isRefusal(failure): .connectionRefused
            case let failure?: .noServer("\(failure)")
            case nil: .noServer("\(error.code)")
            }
        return PostgresUnreachable(address: address, reason: reason)
    }

    private static func isRefusal(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == ECONNREFUSED
    }

    /// Listens for other processes' changes, telling the hub when the database goes and when it comes back.
    static func listen(
        _ address: PostgresAddress, origin: String, logger: Logger,
        to continuation: AsyncStream<RoomNotice>.Continuation
    ) async {
        var lost = false
        while !Task.isCancelled {
            if let connection = try? await firstConnection(address, logger: logger) {
                if lost { continuation.yield(.back) }
                lost = false
                _ = try? await connection.listen(on: channel) { notifications in
                    for try await notification in notifications {
                        let parts = notification.payload.split(separator: " ").map(String.init)
                        guard parts.count == 3, parts[2] != origin, let sequence = Int(parts[1]) else { continue }
                        continuation.yield(.changed(pin: parts[0], sequence: sequence))
                    }
                }
                try? await connection.close()
            }
            if Task.isCancelled { break }
            if !lost { continuation.yield(.lost(address: address.hostAndPort)) }
            lost = true
            try? await Task.sleep(for: .seconds(1))
        }
        continuation.finish()
    }
}
