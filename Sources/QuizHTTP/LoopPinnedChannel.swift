import HummingbirdCore
import Logging
import NIOCore

/// A connection of the server whose task runs on the event loop that does its I/O.
///
/// Hummingbird hands each connection to a task of Swift's shared pool; every request then wakes a thread of that pool
/// to answer, and the loop's thread again to write the answer. Pinned to its own loop, a connection reads, answers
/// and writes on one thread, and the connections share the loops (one a core) as they share the cores.
struct LoopPinnedChannel<Connection: ServerChildChannel>: ServerChildChannel {
    typealias Value = Connection.Value

    let connection: Connection

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        connection.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await withTaskExecutorPreference(EventLoopTaskExecutor(value.channel.eventLoop)) {
            await connection.handle(value: value, logger: logger)
        }
    }
}
