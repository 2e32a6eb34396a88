import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 channel with two handlers after NIO's decoder: a `ConnectionHeaderHandler`, so that HTTP/1.0
/// clients get the end of connection they expect, and an `IdleConnectionHandler`, so that idle connections make room
/// for new ones near the open-file limit.
struct KeepAliveHTTP1Channel: ServerChildChannel {
    let base: HTTP1Channel
    let shedder: IdleConnectionShedder

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        let shedder = self.shedder
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(IdleConnectionHandler(shedder: shedder), position: .after(decoder))
            try pipeline.addHandler(ConnectionHeaderHandler(), position: .after(decoder))
            shedder.opened(channel)
            channel.closeFuture.whenComplete { _ in shedder.closed(channel) }
            return value
        }
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1.1 server, which closes a connection kept without a complete request for `idleTimeout`,
    /// and sooner when `shedder` needs its place; and ends HTTP/1.0 connections as HTTP/1.0 asks.
    static func http1(idleTimeout: TimeAmount, shedder: IdleConnectionShedder) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            KeepAliveHTTP1Channel(
                base: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: idleTimeout)),
                shedder: shedder)
        }
    }
}
