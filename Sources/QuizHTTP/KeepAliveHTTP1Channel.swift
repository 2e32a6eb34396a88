import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 channel with a `ConnectionHeaderHandler` after NIO's decoder, so that HTTP/1.0 clients
/// get the end of connection they expect.
struct KeepAliveHTTP1Channel: ServerChildChannel {
    let base: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(ConnectionHeaderHandler(), position: .after(decoder))
            return value
        }
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1.1 server, which closes a connection kept without a complete request for `idleTimeout`,
    /// and ends HTTP/1.0 connections as HTTP/1.0 asks.
    static func http1(idleTimeout: TimeAmount) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            KeepAliveHTTP1Channel(
                base: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: idleTimeout)))
        }
    }
}
