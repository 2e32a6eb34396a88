import QuizCore
import QuizPacks

/// What the quiz API remembers of each player (a token, per pack): their favourites and their `randomPlay` session.
///
/// The real service keeps favourites per user and `randomPlay` in the browser session; here the token is the user
/// and the session both, so two clients with the same token share a game.
struct QuizPlayers: Sendable {
    struct Player: Hashable, Sendable {
        var pack: String
        var token: String
    }

    /// A `randomPlay` game: the quiz on show (nil once it was answered right) and the quizzes answered right.
    struct RandomPlay: Sendable, Hashable {
        var current: Int?
        var resolved: [Int] = []
    }

    var generator: SeededGenerator
    var favourites: [Player: Set<Int>] = [:]
    var randomPlays: [Player: RandomPlay] = [:]

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }
}
