import NIOCore
import NIOHTTP1

/// Tells an `IdleConnectionShedder` when its connection begins a request and when it has answered them all.
///
/// Placed after NIO's HTTP/1 decoder, it sees a request's head as soon as it is whole, and the end of each answer.
final class IdleConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let shedder: IdleConnectionShedder
    /// Requests begun on the connection and not yet answered to their end.
    private var unanswered = 0

    init(shedder: IdleConnectionShedder) {
        self.shedder = shedder
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
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
}
