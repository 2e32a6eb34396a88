import Foundation
import QuizClient
import QuizTestSupport
import Synchronization
import Testing

@testable import QuizAPI
@testable import QuizServer

/// A server that accepts any token keeps games and favourites for a bounded number of tokens.
@Suite struct PlayerStateBoundTests {
    @Test("250 distinct tokens on a server that keeps 100: 100 remembered, the oldest forgotten, the newest kept")
    func manyTokens() async throws {
        let api = PackAPI(packs: [QuizServiceConformanceTests.quizzes], seed: 5, maximumTokens: 100)
        try await withPackServer(api) { base in
            try await withHTTPTransport { transport in
                func send(_ path: String, _ method: TransportRequest.Method = .get) async throws -> TransportResponse {
                    let url = URL(string: base.absoluteString + path)!
                    return try await transport.send(TransportRequest(method: method, url: url))
                }
                func isFavourite(_ token: String) async throws -> Bool {
                    let quiz = try JSONSerialization.jsonObject(
                        with: try await send("/api/quizzes/2?token=\(token)").body)
                    return (quiz as? [String: Any])?["favourite"] as? Bool == true
                }
                for number in 0..<250 {
                    _ = try await send("/api/users/tokenOwner/favourites/2?token=t\(number)", .put)
                    _ = try await send("/api/quizzes/randomPlay/new?token=t\(number)")
                    #expect(api.players.withLock { $0.rememberedTokens } <= 100)
                }
                #expect(api.players.withLock { $0.rememberedTokens } == 100)
                #expect(try await !isFavourite("t0"))
                #expect(try await !isFavourite("t149"))
                #expect(try await isFavourite("t150"))
                #expect(try await isFavourite("t249"))
                // The forgotten token has no quiz on show; the newest has its game still.
                #expect(try await send("/api/quizzes/randomPlay/check?token=t0&answer=x").status == 409)
                #expect(try await send("/api/quizzes/randomPlay/check?token=t249&answer=x").status == 200)
            }
        }
    }
}
