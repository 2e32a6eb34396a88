import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import QuizAPI

/// The responses of the API: JSON bodies encoded with `JSONEncoder`, `{"error": ...}` bodies, and the quiz service's
/// bare statuses.
///
/// Keys are sorted, so that the same answer is the same bytes every time (the encoder's order is not stable).
enum APIResponse {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `value` as JSON bytes, for a response made once and sent many times.
    static func encode(_ value: some Encodable) -> ByteBuffer {
        do {
            return ByteBuffer(bytes: try encoder.encode(value))
        } catch {
            preconditionFailure("the API's values always encode: \(error)")
        }
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        encoded(encode(value), status: status)
    }

    static func encoded(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: body))
    }

    /// `{"error": message}` with an error status, as the quiz service answers failures.
    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(["error": message], status: status)
    }

    static func noSuchRoute(_ request: Request) -> Response {
        let path = request.uri.path
        return error(.notFound, "no such route: \(echoed(path.removingPercentEncoding ?? path))")
    }

    /// A path or name from the request as an error echoes it: cut to 100 characters, so that a long one does not
    /// come back whole.
    static func echoed(_ text: String) -> String { text.count <= 100 ? text : text.prefix(100) + "…" }

    /// The 405 of a route asked with a method it does not answer, naming those it does.
    static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: [TransportRequest.Method]) -> Response {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        var response = error(.methodNotAllowed, "method \(method.rawValue) is not allowed; this route answers \(list)")
        response.headers[.allow] = list
        return response
    }

    /// A status with its reason phrase as a text body, as Express's `res.sendStatus` answers: the quiz service's
    /// `401 Unauthorized` and `409 Conflict`.
    static func bare(_ status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: status.reasonPhrase)))
    }
}
