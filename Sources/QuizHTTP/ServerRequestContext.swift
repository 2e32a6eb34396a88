import Hummingbird

/// The request context of `quiz serve`'s routes: Hummingbird's own storage, made from each connection. The
/// WebSocket rooms of live play make it a `WebSocketRequestContext`.
public struct ServerRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}
