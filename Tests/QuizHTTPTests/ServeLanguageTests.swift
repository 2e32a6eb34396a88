import Foundation
import QuizAPI
import QuizClient
import QuizTestSupport
import Testing

@Suite("quiz serve's root routes serve the packs of the environment's language")
struct ServeLanguageTests {
    @Test(arguments: [("es_ES.UTF-8", "Frodo Bolsón"), ("C.UTF-8", "Frodo Baggins")])
    func rootBooksFollowLANG(language: String, answer: String) async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try ServeProcess(binary: SharedRoomsTests.binary, home: home, arguments: [], language: language)
        defer { server.stop() }
        let base = try #require(await server.address(), "\(server.errors)")
        try await withHTTPTransport { transport in
            let books = try await transport.send(TransportRequest(url: base.appendingPathComponent("books.json")))
            #expect(String(decoding: books.body, as: UTF8.self).contains(answer))
        }
    }
}
