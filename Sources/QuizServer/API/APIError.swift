import HTTPTypes
import Hummingbird

/// A request the API refuses with `{"error": message}`, as the quiz service answers failures: an unknown pack or id
/// (404), a bad parameter (400). Thrown by the routes' handlers; the router sends it as its response.
struct APIError: HTTPResponseError {
    var status: HTTPResponse.Status
    var message: String

    static func notFound(_ message: String) -> APIError { APIError(status: .notFound, message: message) }

    /// The pack of a class room whose game is under way: its answers would give the open question's solution away.
    static func inPlay(_ pack: String) -> APIError {
        APIError(
            status: .forbidden,
            message: "pack \"\(pack)\" is being played in a class room; its routes answer again once the game is over")
    }

    /// `There is no quiz with id=ID`, the service's words for an unknown id.
    static func unknown(_ noun: String, _ id: Int) -> APIError { notFound("There is no \(noun) with id=\(id)") }

    func response(from request: Request, context: some RequestContext) -> Response {
        APIResponse.error(status, message)
    }
}
