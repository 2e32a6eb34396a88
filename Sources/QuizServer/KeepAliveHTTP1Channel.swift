import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import QuizAPI

/// Hummingbird's HTTP/1.1 channel, or its channel that also upgrades to WebSocket, with two handlers after NIO's
/// decoder: a `ConnectionHeaderHandler`, so that HTTP/1.0 clients get the end of connection they expect, and an
/// `IdleConnectionHandler`, so that idle connections make room for new ones near the open-file limit. Both leave the
/// pipeline when a connection becomes a WebSocket.
struct KeepAliveHTTP1Channel<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base
    let shedder: IdleConnectionShedder
    /// How long a connection may wait for its first complete request: Hummingbird's upgrade channel only times
    /// connections out once a first request has come.
    let firstRequestTimeout: TimeAmount?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        let shedder = self.shedder
        let firstRequestTimeout = self.firstRequestTimeout
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(
                IdleConnectionHandler(shedder: shedder, firstRequestTimeout: firstRequestTimeout),
                position: .after(decoder))
            try pipeline.addHandler(ConnectionHeaderHandler(), position: .after(decoder))
            shedder.opened(channel)
            channel.closeFuture.whenComplete { _ in shedder.closed(channel) }
            return value
        }
    }

    func handle(value: Base.Value, logger: Logger) async {
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
                shedder: shedder, firstRequestTimeout: nil)
        }
    }

    /// The same server, whose requests to `webSocketRouter`'s routes may become WebSockets, of messages up to
    /// `maximumMessage` bytes.
    static func http1(
        idleTimeout: TimeAmount, shedder: IdleConnectionShedder, webSocketRouter: Router<ServerRequestContext>,
        maximumMessage: Int
    ) -> HTTPServerBuilder {
        let webSocketResponder = webSocketRouter.buildResponder()
        return HTTPServerBuilder { responder in
            KeepAliveHTTP1Channel(
                base: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder,
                    configuration: .init(
                        http1: .init(idleTimeout: idleTimeout), ws: .init(maxFrameSize: maximumMessage))),
                shedder: shedder, firstRequestTimeout: idleTimeout)
        }
    }
}
