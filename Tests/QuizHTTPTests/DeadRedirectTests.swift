import Foundation
import HTTPTypes
import Hummingbird
import QuizAPI
import QuizClient
import QuizCore
import QuizTestSupport
import Synchronization
import Testing

@testable import QuizShell

@Suite("a redirect to a host that does not answer fails that request alone: the server itself is asked again")
struct DeadRedirectTests {
    @Test func theNextRequestReachesTheServer() async throws {
        var closed: URL?
        try await withServer({ _ in Response(status: .ok) }, { base in closed = base })
        let dead = try #require(closed).appendingPathComponent("partidos.json")
        let redirecting = Mutex(true)
        let matches =
            #"[{"id": 1, "phase": "Final", "team1": {"name": "Argentina"}, "#
            + #""team2": {"name": "France"}, "winner": 1, "details": "3(4)-3(2)"}]"#
        try await withHTTPTransport { transport in
            try await withServer({ _ in
                var headers = HTTPFields()
                guard !redirecting.withLock({ $0 }) else {
                    headers[.location] = dead.absoluteString
                    return Response(status: .found, headers: headers)
                }
                headers[.contentType] = "application/json"
                return Response(
                    status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: matches)))
            }) { base in
                let downloader = Downloader(transport: transport, routes: APIRoutes(base: base))
                let error = try #require(
                    await #expect(throws: TransportError.self) { try await downloader.items(of: .match) })
                #expect(Messages(language: .en).transport(error) == "\(dead): cannot connect (connection refused)")
                #expect(
                    Messages(language: .es).transport(error) == "\(dead): no se puede conectar (conexión rechazada)")
                redirecting.withLock { $0 = false }
                #expect(try await downloader.items(of: .match).count == 1)
            }
        }
    }
}
