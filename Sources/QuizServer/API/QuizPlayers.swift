import QuizCore

/// What the quiz API remembers of each player (a token, per pack): their favourites and their `randomPlay` session.
///
/// The real service keeps favourites per user and `randomPlay` in the browser session; here the token is the user
/// and the session both, so two clients with the same token share a game. A server that accepts any token would
/// otherwise keep a game for every token ever sent, so at most `maximumTokens` tokens are remembered: past that, the
/// one whose state changed longest ago is forgotten, its game and favourites with it.
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
    private(set) var favourites: [Player: Set<Int>] = [:]
    private(set) var randomPlays: [Player: RandomPlay] = [:]
    let maximumTokens: Int
    /// The packs each remembered token has state in, and the tick of its latest change.
    private var tokens: [String: (packs: Set<String>, tick: Int)] = [:]
    /// Each change's token and tick, oldest first from `oldest`; an entry whose tick is not its token's latest is
    /// stale, and skipped.
    private var changes: [(token: String, tick: Int)] = []
    private var oldest = 0
    private var tick = 0

    init(seed: UInt64, maximumTokens: Int) {
        generator = SeededGenerator(seed: seed)
        self.maximumTokens = max(1, maximumTokens)
    }

    var rememberedTokens: Int { tokens.count }

    mutating func setFavourites(_ ids: Set<Int>?, of player: Player) {
        changed(player)
        favourites[player] = ids
    }

    mutating func setRandomPlay(_ play: RandomPlay?, of player: Player) {
        changed(player)
        randomPlays[player] = play
    }

    /// Notes a change of `player`'s state, forgetting the token changed longest ago when there are too many.
    private mutating func changed(_ player: Player) {
        tick += 1
        tokens[player.token, default: ([], 0)].packs.insert(player.pack)
        tokens[player.token]?.tick = tick
        changes.append((player.token, tick))
        while tokens.count > maximumTokens, oldest < changes.count {
            let change = changes[oldest]
            oldest += 1
            if tokens[change.token]?.tick == change.tick { forget(change.token) }
        }
        if oldest > changes.count / 2, oldest > maximumTokens {
            changes.removeFirst(oldest)
            oldest = 0
        }
    }

    private mutating func forget(_ token: String) {
        for pack in tokens.removeValue(forKey: token)?.packs ?? [] {
            let player = Player(pack: pack, token: token)
            favourites[player] = nil
            randomPlays[player] = nil
        }
    }
}
