import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPacks
import Testing

/// A server whose every response is `body`.
private struct CannedResponse: Transport {
    let body: Data

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        TransportResponse(status: 200, body: body)
    }

    func shutdown() async {}
}

@Suite("A response nested a million deep is an error, not a crash")
struct DeepResponseTests {
    @Test(arguments: ["[", #"{"a":"#])
    func aDeepResponseIsAMalformedBody(opening: String) async {
        let body = Data(String(repeating: opening, count: 1_000_000).utf8)
        let downloader = Downloader(
            transport: CannedResponse(body: body), routes: APIRoutes(base: URL(string: "http://127.0.0.1:9")!))
        do throws(TransportError) {
            _ = try await downloader.items(of: .match)
            Issue.record("no error")
        } catch {
            guard case .malformedBody = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }
}
