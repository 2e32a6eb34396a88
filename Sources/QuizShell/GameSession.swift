import QuizAPI
import QuizCore
import QuizPacks

/// A game and what it was begun with: the server it checks answers on, whatever `load` and `source` do later.
struct GameSession {
    var game: Game
    /// The routes of the game's pack on the source it came from.
    let routes: APIRoutes
    let transport: any Transport
    /// Judges the answers that only a server can: the source's check, or the downloaded items when offline.
    let check: @Sendable (CheckRequest) async throws -> Bool
    /// Whether the game follows and moves the pack's rotation: not for `play N` (one question picked by hand), nor
    /// for a game with an explicit seed, whose order depends only on the seed and the pack.
    let rotates: Bool
    /// The alerts of score and time already shown in this game: each is shown once.
    var scoreAlerted = false
    var timeAlerted = false
}
