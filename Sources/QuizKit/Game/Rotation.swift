/// Remembers which items of one pack were played in which game, so that each game starts with what was played
/// least recently.
///
/// Keep one per pack across games (it is `Codable`): pass it to `Game`, and take the game's `rotation` back when
/// it ends. Items played in the same game, and items never played, are shuffled among themselves by the seed.
public struct Rotation: Sendable, Hashable, Codable {
    /// How many games have started with this rotation.
    public private(set) var games: Int
    /// For each item played, by id, the number of the last game it was played in.
    public private(set) var lastPlayed: [Int: Int]

    public init(games: Int = 0, lastPlayed: [Int: Int] = [:]) {
        self.games = games
        self.lastPlayed = lastPlayed
    }

    /// The questions to play, in order: those the options admit, never played first, then least recently played;
    /// ties in a seeded shuffle; at most `options.limit`.
    public func lineUp(_ questions: [Question], options: GameOptions) -> [Question] {
        var generator = SeededGenerator(seed: options.seed)
        let shuffled = questions.filter(options.admits).shuffled(using: &generator)
        let ordered = shuffled.enumerated()
            .sorted { (lastPlayed[$0.element.id] ?? 0, $0.offset) < (lastPlayed[$1.element.id] ?? 0, $1.offset) }
            .map(\.element)
        return Array(ordered.prefix(options.limit ?? ordered.count))
    }

    /// Counts a new game; the items played from now on belong to it.
    mutating func beginGame() {
        games += 1
    }

    /// Sends an item to the back of the line.
    mutating func played(_ id: Int) {
        lastPlayed[id] = games
    }
}
