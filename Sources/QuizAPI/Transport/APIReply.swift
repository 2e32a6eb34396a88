import Foundation
import QuizCore
import QuizPacks

/// The responses `PackAPI` gives: JSON bodies, `{"error": ...}` bodies and statuses with their reason phrase.
///
/// Keys are sorted, so that the same answer is the same bytes every time (the encoder's order is not stable).
enum APIReply {
    static let jsonType = "application/json; charset=utf-8"

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `value` as JSON bytes; `{"error": ...}` bytes if it cannot be encoded.
    static func encode(_ value: some Encodable) -> Data {
        (try? encoder.encode(value)) ?? Data(#"{"error":"cannot encode the answer"}"#.utf8)
    }

    /// A 200 (or `status`) with a body already encoded as JSON.
    static func encoded(_ body: Data, status: Int = 200) -> TransportResponse {
        TransportResponse(status: status, headers: ["content-type": jsonType], body: body)
    }

    /// A JSON array of elements already encoded.
    static func array(_ elements: some Sequence<Data>) -> Data {
        var body = Data("[".utf8)
        for (index, element) in elements.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(element)
        }
        body.append(UInt8(ascii: "]"))
        return body
    }

    /// A 200 (or `status`) with `value` encoded as JSON.
    static func json(_ value: some Encodable, status: Int = 200) -> TransportResponse {
        do {
            return TransportResponse(
                status: status, headers: ["content-type": jsonType], body: try encoder.encode(value))
        } catch {
            return self.error(500, "cannot encode the answer: \(error)")
        }
    }

    /// `{"error": message}` with an error status, as the quiz service answers failures.
    static func error(_ status: Int, _ message: String, headers: [String: String] = [:]) -> TransportResponse {
        var response = json(["error": message], status: status)
        response.headers.merge(headers) { _, new in new }
        return response
    }

    /// A status with its reason phrase as a text body, as Express's `res.sendStatus` answers: the quiz service's
    /// `401 Unauthorized` and `409 Conflict`.
    static func bare(_ status: Int) -> TransportResponse {
        let phrase =
            switch status {
            case 401: "Unauthorized"
            case 409: "Conflict"
            default: String(status)
            }
        return TransportResponse(
            status: status, headers: ["content-type": "text/plain; charset=utf-8"], body: Data(phrase.utf8))
    }
}
