import NIOCore
import NIOHTTP1

/// Answers each request of one connection when its end arrives, on the connection's event loop. The pipeline handler
/// before it holds back pipelined requests until the previous answer is written, answers unparsable requests with a
/// 400 and closes idle connections when the server stops; this one closes the connection after a 400, and once the
/// client has stopped sending and its last answer is written.
final class PackRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: PackServer
    private var request: HTTPRequestHead?
    private var answering = false
    private var inputClosed = false
    private var lastWrite: EventLoopFuture<Void>?

    init(server: PackServer) {
        self.server = server
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            answer(head, context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event {
            inputClosed = true
            if !answering { close(context, after: lastWrite) }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func answer(_ request: HTTPRequestHead, context: ChannelHandlerContext) {
        let started = ContinuousClock.now
        let (answer, delay) = server.answer(
            method: request.method.rawValue, target: request.uri, host: request.headers.first(name: "host"))
        guard let delay else {
            write(answer, to: request, context: context, started: started)
            return
        }
        answering = true
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: delay) {
            let (handler, context) = loopBound.value
            handler.write(answer, to: request, context: context, started: started)
        }
    }

    private func write(
        _ answer: ServedAnswer, to request: HTTPRequestHead, context: ChannelHandlerContext,
        started: ContinuousClock.Instant
    ) {
        var head = answer.head
        head.version = request.version
        head.headers.add(name: "date", value: HTTPDate.now())
        answering = false
        let keepAlive = request.isKeepAlive && !inputClosed
        if !keepAlive {
            head.headers.add(name: "connection", value: "close")
        } else if request.version.minor == 0 {
            head.headers.add(name: "connection", value: "keep-alive")
        }
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if answer.body.readableBytes > 0 {
            context.write(wrapOutboundOut(.body(.byteBuffer(answer.body))), promise: nil)
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        lastWrite = written
        if !keepAlive { close(context, after: written) }
        server.logRequest(
            request.method.rawValue, request.uri, status: Int(head.status.code), bytes: answer.body.readableBytes,
            since: started)
    }

    /// Closes the connection once `write` has gone out, so that a slow reader still gets the whole of the last answer.
    private func close(_ context: ChannelHandlerContext, after write: EventLoopFuture<Void>?) {
        guard let write else {
            context.close(promise: nil)
            return
        }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        write.whenComplete { _ in loopBound.value.close(promise: nil) }
    }
}
