import NIOCore
import NIOHTTP1
import QuizAPI

/// Keeps or ends each connection as its request's HTTP version and `Connection` header ask, and says so in the
/// answer's `Connection` header: an HTTP/1.0 request without `keep-alive`, or any with `close`, is the last of its
/// connection.
///
/// Hummingbird 2.28's HTTP/1 channel reads every request as HTTP/1.1 (the version is lost on the way to its
/// `Request`) and ends a connection only on the exact header `Connection: close`, so an HTTP/1.0 client that waits
/// for the end of the answer, such as ApacheBench, would wait until the idle timeout. Placed between NIO's HTTP/1
/// decoder and Hummingbird's conversion of the parts, this handler writes that header on such requests. Once a
/// connection becomes a WebSocket, it passes its bytes on untouched.
final class ConnectionHeaderHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// What the answer to each request read and not yet answered says of its connection, oldest first.
    private var pending: [String?] = []
    /// Whether the connection became a WebSocket.
    private var upgraded = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !upgraded, case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if !head.isKeepAlive {
            head.headers.replaceOrAdd(name: "connection", value: "close")
            pending.append("close")
        } else {
            pending.append(head.version.minor == 0 ? "keep-alive" : nil)
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded, case .head(var head) = unwrapOutboundIn(data), !pending.isEmpty else {
            context.write(data, promise: promise)
            return
        }
        if head.status == .switchingProtocols {
            // The connection becomes a WebSocket: no more HTTP parts will pass.
            upgraded = true
            context.write(data, promise: promise)
            return
        }
        if let connection = pending.removeFirst() { head.headers.replaceOrAdd(name: "connection", value: connection) }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
