import Foundation

/// The responses `PackAPI` gives: JSON bodies, `{"error": ...}` bodies and bare statuses.
///
/// Keys are sorted, so that the same answer is the same bytes every time (the encoder's order is not stable).
enum APIReply {
    static let jsonType = "application/json; charset=utf-8"

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

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

    /// A status with an empty body: the quiz service's 401.
    static func bare(_ status: Int) -> TransportResponse {
        TransportResponse(status: status)
    }
}
