import Hummingbird
import QuizClass

/// Lets through only the requests whose `token` query parameter is one of `tokens` (compared in constant time), and
/// answers the others `401 Unauthorized`, as the quiz service's `/api` routes do; lets every request through when
/// there are no tokens.
struct TokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let tokens: [String]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard tokens.isEmpty || ConstantTimeComparison.contains(tokens, APIQuery(request.uri.query)["token"] ?? "")
        else { return APIResponse.bare(.unauthorized) }
        return try await next(request, context)
    }
}
