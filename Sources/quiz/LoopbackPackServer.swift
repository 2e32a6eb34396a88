import Foundation
import QuizClass
import QuizServer

/// Serves `api`, and `rooms` when given, with a `PackServer` of its own on a free loopback port for as long as `body`
/// runs, and gives `body` the server's base URL; the server stops when `body` ends.
func withLoopbackPackServer<T>(api: PackAPI, rooms: RoomHub? = nil, _ body: (URL) async throws -> T)
    async throws -> T
{
    try await PackServer(api: api, configuration: .init(host: "127.0.0.1", port: 0), rooms: rooms, log: { _ in })
        .serving(body)
}
