import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// The HTTP/1.1 connections of `quiz serve` on Hummingbird's server: NIO's HTTP pipeline, the request deadline, and a
/// handler that answers each request on the connection's event loop as soon as it has arrived.
///
/// Hummingbird's own HTTP/1 channel hands every request to the connection's task and its answer back to the loop
/// through asynchronous sequences; the API answers without waiting, so here nothing is handed over and a request
/// costs its parsing, its answer and one write.
struct PackHTTPChannel: ServerChildChannel {
    struct Value: ServerChildChannelValue {
        let channel: any Channel
    }

    let server: PackServer
    let requestTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let pipeline = channel.pipeline.syncOperations
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: true, withErrorHandling: true, withOutboundHeaderValidation: false)
            try pipeline.addHandler(RequestDeadlineHandler(timeout: requestTimeout))
            try pipeline.addHandler(PackRequestHandler(server: server))
            return Value(channel: channel)
        }
    }

    /// Waits for the connection to close: its requests are answered by its handlers, not by this task.
    func handle(value: Value, logger: Logger) async {
        await withTaskCancellationHandler {
            try? await value.channel.closeFuture.get()
        } onCancel: {
            value.channel.close(promise: nil)
        }
    }
}
