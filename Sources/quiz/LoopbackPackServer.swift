import Foundation
import QuizAPI
import QuizCore
import QuizHTTP
import QuizPacks
import QuizShell

/// Serves `packs` with a `PackServer` of its own on a free loopback port for as long as `body` runs, and gives
/// `body` the server's base URL; the server stops when `body` ends.
///
/// Each call starts a new `PackAPI`, so that nothing a transcript did on the server (the random quizzes it drew,
/// the quizzes it answered) is seen by the next one.
func withLoopbackPackServer<T>(
    packs: PackCatalog.Contents, language: Language, seed: UInt64, _ body: (URL) async throws -> T
) async throws -> T {
    try await withLoopbackPackServer(
        api: PackAPI(
            packs: packs.packs, preferredLanguage: language.rawValue, seed: seed, origins: packs.origins,
            files: packs.files), body)
}

/// Serves `api` on a free loopback port for as long as `body` runs, as `withLoopbackPackServer(packs:...)`.
func withLoopbackPackServer<T>(api: PackAPI, _ body: (URL) async throws -> T) async throws -> T {
    try await PackServer(api: api, configuration: .init(host: "127.0.0.1", port: 0), log: { _ in }).serving(body)
}
