import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Hummingbird's HTTP/1.1 channel, or its channel that may become a WebSocket, with a `ConnectionWatcher` placed
/// where it sees every request and answer: after NIO's HTTP/1 decoder, or after its upgrade handler.
struct WatchedChannel<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base
    let shedder: IdleConnectionShedder
    /// How long a connection may wait for its first whole request; nil where Hummingbird times it already.
    let firstRequestTimeout: TimeAmount?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        let (shedder, firstRequestTimeout) = (shedder, firstRequestTimeout)
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let watcher = ConnectionWatcher(shedder: shedder, firstRequestTimeout: firstRequestTimeout)
            let pipeline = channel.pipeline.syncOperations
            let upgrader = NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self
            if let upgrader = try? pipeline.handler(type: upgrader) {
                try pipeline.addHandler(watcher, position: .after(upgrader))
            } else {
                try pipeline.addHandler(
                    watcher, position: .after(pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)))
            }
            return value
        }
    }

    func handle(value: Base.Value, logger: Logger) async {
        await withTaskExecutorPreference(ConnectionExecutor(eventLoop: value.channel.eventLoop, shedder: shedder)) {
            await base.handle(value: value, logger: logger)
        }
    }
}

/// Tells an `IdleConnectionShedder` when its connection waits for a request and when it is busy; closes a connection
/// whose first request is not whole within `firstRequestTimeout` (Hummingbird's channel that may become a WebSocket
/// times a connection only once its first request has come); answers a request that cannot be read with a sentence
/// (that channel would leave its connection waiting); and once the connection is a WebSocket, puts a
/// `ClientFrameGuard` after NIO's frame decoder, before any frame is read, and leaves.
final class ConnectionWatcher: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let shedder: IdleConnectionShedder
    private let firstRequestTimeout: TimeAmount?
    private var firstRequestDeadline: Scheduled<Void>?
    /// Requests begun and not yet answered to their end.
    private var unanswered = 0

    init(shedder: IdleConnectionShedder, firstRequestTimeout: TimeAmount?) {
        self.shedder = shedder
        self.firstRequestTimeout = firstRequestTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let (channel, shedder) = (context.channel, shedder)
        shedder.opened(channel)
        channel.closeFuture.whenComplete { _ in shedder.closed(channel) }
        if let firstRequestTimeout {
            firstRequestDeadline = context.eventLoop.scheduleTask(in: firstRequestTimeout) {
                channel.close(promise: nil)
            }
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        firstRequestDeadline?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            firstRequestDeadline?.cancel()
            unanswered += 1
            if unanswered == 1 { shedder.busy(context.channel) }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), unanswered > 0 {
            unanswered -= 1
            if unanswered == 0 { shedder.idle(context.channel) }
        }
        context.write(data, promise: promise)
    }

    private static let headerLimits = HTTP1Channel.Configuration().httpDecoder

    /// A request that cannot be read (not HTTP, or a line and headers over the decoder's limits) while no answer
    /// is under way gets its 400 or 431 with an `{"error": ...}` that says why, and the connection ends: what it
    /// sends next cannot be read either.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? HTTPParserError, unanswered == 0 else { return context.fireErrorCaught(error) }
        let (status, message): (HTTPResponseStatus, String) =
            error == .headerOverflow
            ? (
                .requestHeaderFieldsTooLarge,
                "the request's line and headers are over the most this server reads: "
                    + "\(Self.headerLimits.maxHeaderListSize / 1024) KB, \(Self.headerLimits.maxHeaderFieldCount) headers"
            )
            : (.badRequest, "the request cannot be read as HTTP/1.1 (\(error))")
        let body = APIResponse.encode(["error": message])
        let headers: HTTPHeaders = [
            "Content-Type": "application/json; charset=utf-8", "Content-Length": "\(body.readableBytes)",
            "Connection": "close",
        ]
        let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case HTTPServerUpgradeEvents.upgradeComplete = event {
            shedder.upgraded(context.channel)
            let pipeline = context.pipeline.syncOperations
            if let decoder = try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self) {
                try? pipeline.addHandler(ClientFrameGuard(), position: .after(decoder))
            }
            pipeline.removeHandler(context: context, promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }
}

/// Holds a WebSocket's client to what RFC 6455 asks and NIO's frame decoder and WSCore leave to the server: every
/// frame masked (section 5.1; else close 1002), and a message in at most `maximumFragments` frames (else close
/// 1009), so that empty continuation frames cannot grow a message without end. The size of a message is WSCore's
/// limit, and a control frame's NIO's.
final class ClientFrameGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// The most frames of one message: a browser or WSCore client sends a message of the class protocol whole.
    static let maximumFragments = 16

    /// Frames of the message under way.
    private var fragments = 0
    private var closing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        let frame = unwrapInboundIn(data)
        guard frame.maskKey != nil else { return close(context, code: .protocolError) }
        if [.text, .binary, .continuation].contains(frame.opcode) {
            fragments = frame.fin ? 0 : fragments + 1
            guard fragments < Self.maximumFragments else { return close(context, code: .messageTooLarge) }
        }
        context.fireChannelRead(data)
    }

    /// Sends a close frame with `code`, then closes the connection, as NIO's `WebSocketProtocolErrorHandler` does.
    private func close(_ context: ChannelHandlerContext, code: WebSocketErrorCode) {
        closing = true
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)))
            .whenComplete { _ in channel.close(promise: nil) }
    }
}
