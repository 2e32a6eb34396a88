import Hummingbird

/// Answers a path that no route answers with the API's 404, `{"error": "no such route: PATH"}`, instead of the
/// router's own.
struct NoSuchRouteMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return APIResponse.noSuchRoute(request)
        }
    }
}
