import Hummingbird
import HummingbirdWebSocket
import NIOCore
import QuizAPI

/// The request context of `quiz serve`'s routes: Hummingbird's own storage, made from each connection, with the
/// connection's channel, which a room's WebSocket closes at once when its client stops reading.
public struct ServerRequestContext: RequestContext, WebSocketRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket = WebSocketHandlerReference<ServerRequestContext>()
    public let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
