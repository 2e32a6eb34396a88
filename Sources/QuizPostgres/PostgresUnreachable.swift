/// Why the rooms' database could not be used at start: the address it was tried at, and what went wrong.
public struct PostgresUnreachable: Error, Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// Nothing listens on that port of that host.
        case connectionRefused
        /// No host has that name.
        case unknownHost
        /// The connection failed otherwise, and how.
        case noServer(String)
        /// No answer within this many seconds.
        case timedOut(seconds: Int)
        /// The server answered but refused: its own message (a wrong password, a database that does not exist).
        case refused(String)
    }

    public var address: PostgresAddress
    public var reason: Reason
}
