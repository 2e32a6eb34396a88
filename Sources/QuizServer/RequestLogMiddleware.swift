import Hummingbird
import QuizAPI

/// Writes one line per request: `GET /partidos.json 200 (1234 bytes, 0.1 ms)`, with the value of any `token`
/// parameter masked however the request spells its name (`?%74oken=` too).
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let log: @Sendable (String) -> Void

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
        let size = "\(response.body.contentLength ?? 0) bytes, \(tenths / 10).\(tenths % 10) ms"
        log("\(request.method.rawValue) \(target) \(response.status.code) (\(size))")
        return response
    }
}
