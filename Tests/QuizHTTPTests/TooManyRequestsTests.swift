import Foundation
import HTTPTypes
import Hummingbird
import QuizAPI
import QuizClient
import QuizCore
import QuizTestSupport
import Testing

@testable import QuizShell

@Suite("a server that answers 429 Too Many Requests says when to try again, as its Retry-After asks")
struct TooManyRequestsTests {
    /// An HTTP date `seconds` from now, as a server writes it in `Retry-After`: IMF-fixdate unless `format` is one of
    /// the obsolete forms.
    private static func httpDate(in seconds: TimeInterval, _ format: String = "EEE, dd MMM yyyy HH:mm:ss 'GMT'")
        -> String
    {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = format
        return formatter.string(from: Date(timeIntervalSinceNow: seconds))
    }

    private static let rfc850 = "EEEE, dd-MMM-yy HH:mm:ss 'GMT'"
    private static let asctime = "EEE MMM d HH:mm:ss yyyy"

    @Test(
        "the wait in seconds or minutes, capped at an hour; nothing about a wait without a readable header",
        arguments: [
            ("30", "; try again in 30 s", "; vuelve a intentarlo en 30 s"),
            ("150", "; try again in 3 min", "; vuelve a intentarlo en 3 min"),
            // Between 149 and 150 s ahead once the date is written to the second: 3 min either way.
            (httpDate(in: 150), "; try again in 3 min", "; vuelve a intentarlo en 3 min"),
            (httpDate(in: 150, rfc850), "; try again in 3 min", "; vuelve a intentarlo en 3 min"),
            (httpDate(in: 150, asctime), "; try again in 3 min", "; vuelve a intentarlo en 3 min"),
            // asctime pads a day of one digit with a space; RFC 850's year of two digits is the one within 50 years.
            (
                "Wed Nov  6 08:49:37 2075", "; try again in more than an hour",
                "; vuelve a intentarlo en más de una hora"
            ),
            (
                httpDate(in: 40 * 365 * 86400, rfc850), "; try again in more than an hour",
                "; vuelve a intentarlo en más de una hora"
            ),
            ("86400", "; try again in more than an hour", "; vuelve a intentarlo en más de una hora"),
            (httpDate(in: -60), "", ""), ("soon", "", ""), ("0", "", ""), (nil, "", ""),
        ])
    func retryAfter(header: String?, english: String, spanish: String) async throws {
        try await withHTTPTransport { transport in
            try await withServer({ _ in
                var headers = HTTPFields()
                headers[.contentType] = "application/json"
                if let header { headers[.retryAfter] = header }
                return Response(
                    status: .tooManyRequests, headers: headers,
                    body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"error": "slow down"}"#)))
            }) { base in
                let url = base.appendingPathComponent("partidos.json")
                let error = try #require(
                    await #expect(throws: TransportError.self) {
                        try await Downloader(transport: transport, routes: APIRoutes(base: base)).items(of: .match)
                    })
                #expect(
                    Messages(language: .en).transport(error) == "\(url): the server answered 429: slow down\(english)")
                #expect(
                    Messages(language: .es).transport(error)
                        == "\(url): el servidor respondió 429: slow down\(spanish)")
            }
        }
    }
}
