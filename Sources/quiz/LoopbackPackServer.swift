import Foundation
import QuizClass
import QuizCore
import QuizPacks
import QuizServer
import QuizShell

/// Serves `packs` with a `PackServer` of its own on a free loopback port for as long as `body` runs, and gives
/// `body` the server's base URL; the server stops when `body` ends.
///
/// Each call starts a new `PackAPI`, so that nothing a transcript did on the server (the random quizzes it drew,
/// the quizzes it answered) is seen by the next one.
/// With `roomClock`, the server also has class rooms, timed by that clock.
func withLoopbackPackServer<T>(
    packs: PackCatalog.Contents, language: Language, seed: UInt64, roomClock: ManualClock? = nil,
    _ body: (URL) async throws -> T
) async throws -> T {
    let api = PackAPI(
        packs: packs.packs, preferredLanguage: language.rawValue, seed: seed, origins: packs.origins,
        files: packs.files)
    let rooms = roomClock.map { clock in RoomHub(packs: { api.pack(named: $0) }, clock: clock, seed: seed) }
    return try await withLoopbackPackServer(api: api, rooms: rooms, body)
}

/// Serves `api` on a free loopback port for as long as `body` runs, as `withLoopbackPackServer(packs:...)`.
func withLoopbackPackServer<T>(api: PackAPI, rooms: RoomHub? = nil, _ body: (URL) async throws -> T)
    async throws -> T
{
    try await PackServer(api: api, configuration: .init(host: "127.0.0.1", port: 0), rooms: rooms, log: { _ in })
        .serving(body)
}
