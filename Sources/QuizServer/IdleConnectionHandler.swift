import NIOCore
import NIOHTTP1
import QuizAPI

/// Tells an `IdleConnectionShedder` when its connection begins a request and when it has answered them all; closes a
/// connection whose first request is not whole within `firstRequestTimeout`, when one is given.
///
/// Placed after NIO's HTTP/1 decoder, it sees a request's head as soon as it is whole, and the end of each answer.
/// When the answer is `101 Switching Protocols` the connection becomes a WebSocket, busy for good, and the handler
/// passes its bytes on untouched.
final class IdleConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let shedder: IdleConnectionShedder
    private let firstRequestTimeout: TimeAmount?
    private var firstRequestDeadline: Scheduled<Void>?
    /// Requests begun on the connection and not yet answered to their end.
    private var unanswered = 0
    /// Whether the connection became a WebSocket.
    private var upgraded = false

    init(shedder: IdleConnectionShedder, firstRequestTimeout: TimeAmount? = nil) {
        self.shedder = shedder
        self.firstRequestTimeout = firstRequestTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        guard let firstRequestTimeout else { return }
        let channel = context.channel
        firstRequestDeadline = context.eventLoop.scheduleTask(in: firstRequestTimeout) { channel.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        firstRequestDeadline?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !upgraded, case .head = unwrapInboundIn(data) {
            firstRequestDeadline?.cancel()
            firstRequestDeadline = nil
            unanswered += 1
            if unanswered == 1 { shedder.busy(context.channel) }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded else {
            context.write(data, promise: promise)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols: upgraded = true
        case .end where unanswered > 0:
            unanswered -= 1
            if unanswered == 0 { shedder.idle(context.channel) }
        default: break
        }
        context.write(data, promise: promise)
    }
}
