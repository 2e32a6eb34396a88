import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("Why a connection failed, in the player's language")
struct SpanishReasonTests {
    private let url = URL(string: "http://127.0.0.1:9/packs")!

    @Test(arguments: [
        ("connection refused", "no se puede conectar (conexión rechazada)"),
        ("unknown host quiz.test", "no se puede conectar (servidor desconocido quiz.test)"),
        ("the server's answer is not valid HTTP", "no se puede conectar (la respuesta del servidor no es HTTP válido)"),
        ("something rare", "no se puede conectar (something rare)"),
    ])
    func spanish(reason: String, expected: String) {
        let error = TransportError.connectionFailed(url: url, reason: reason)
        #expect(Messages(language: .es).transport(error) == "http://127.0.0.1:9/packs: \(expected)")
        #expect(Messages(language: .en).transport(error) == "http://127.0.0.1:9/packs: cannot connect (\(reason))")
    }
}
