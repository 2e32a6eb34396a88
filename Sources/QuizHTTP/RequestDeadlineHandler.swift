import NIOCore

/// Closes a connection whose request has not arrived in full within `timeout` of the connection opening or of the
/// previous answer: a client that sends half a request, or drips it a byte at a time, holds no connection longer.
///
/// It sits after the HTTP decoder, so it does not read the parts: any answer written re-arms the deadline, and a
/// connection kept idle between requests is closed by the same rule.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundIn = NIOAny

    private let timeout: TimeAmount
    private var timer: Scheduled<Void>?
    private var deadline = NIODeadline.now()
    private var answering = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        arm(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        answering = true
        context.write(data, promise: promise)
    }

    func flush(context: ChannelHandlerContext) {
        context.flush()
        answering = false
        arm(context)
    }

    /// Moves the deadline to `timeout` from now. One timer runs at a time: when it finds the deadline moved, it waits
    /// again until then, so that a busy connection costs a clock reading per answer rather than a timer.
    private func arm(_ context: ChannelHandlerContext) {
        deadline = .now() + timeout
        guard timer == nil else { return }
        schedule(context)
    }

    private func schedule(_ context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = loopBound.value
            handler.expire(context)
        }
    }

    private func expire(_ context: ChannelHandlerContext) {
        timer = nil
        guard !answering else { return }
        if deadline > .now() {
            schedule(context)
        } else {
            context.close(promise: nil)
        }
    }
}
