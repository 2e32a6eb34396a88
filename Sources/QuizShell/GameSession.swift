import QuizKit

/// A game and what it was begun with: the server it checks answers on, whatever `load` and `source` do later.
struct GameSession: Sendable {
    let game: Game
    /// The routes of the game's pack on the source it came from.
    let routes: APIRoutes
    let transport: any Transport
    /// `play N`: one question picked by hand, which leaves the pack's rotation alone.
    let isSingleQuestion: Bool
}
