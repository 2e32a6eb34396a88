import Hummingbird
import QuizAPI

/// Writes one line per request: `GET /partidos.json 200 (1234 bytes, 0.1 ms)`, with the value of any `token`
/// parameter masked however the request spells its name (`?%74oken=` too).
///
/// On the router of WebSocket upgrades, a request its route accepts is answered on the wire with 101 Switching
/// Protocols (Hummingbird's route says 200, which tells the upgrade to go ahead), and logged so:
/// `GET /rooms/766968/ws 101 (WebSocket, 0.3 ms)`.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: @Sendable (String) -> Void
    /// Whether this is the router of WebSocket upgrades.
    var upgrades = false

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        let started = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        let (seconds, attoseconds) = started.duration(to: .now).components
        let tenths = (seconds * 100_000 + attoseconds / 10_000_000_000_000 + 5) / 10
        let target = TokenRedaction.redact(request.head.path ?? "/")
        let time = "\(tenths / 10).\(tenths % 10) ms"
        let outcome =
            upgrades && response.status == .ok
            ? "101 (WebSocket, \(time))"
            : "\(response.status.code) (\(response.body.contentLength ?? 0) bytes, \(time))"
        log("\(request.method.rawValue) \(target) \(outcome)")
        return response
    }
}
