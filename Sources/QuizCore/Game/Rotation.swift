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
    /// ties in a seeded shuffle; at most `options.limit`. A mixed pack's play in the pack's order, every game.
    public func lineUp(_ pack: Pack, options: GameOptions) -> [Question] {
        let items = pack.items
        if case .fact = items { return [] }
        var generator = SeededGenerator(seed: options.seed)
        // Items are lined up by index, and only those played become questions: a pack of 100,000 makes 10.
        let admitted =
            options.filtersCategories
            ? (0..<items.count).filter { items.questionItem(at: $0).map { options.admits(Question($0)) } ?? false }
            : Array(0..<items.count)
        if case .mixed = items {
            // A mixed pack is a teacher's quiz, made to be played in its order: neither shuffled nor rotated.
            return admitted.prefix(options.limit ?? admitted.count).compactMap { pack.question(at: $0) }
        }
        let ids = items.ids
        let ordered = admitted.shuffled(using: &generator).enumerated()
            .map { (played: lastPlayed[ids[$0.element]] ?? 0, offset: $0.offset, index: $0.element) }
            .sorted { ($0.played, $0.offset) < ($1.played, $1.offset) }
        return ordered.prefix(options.limit ?? ordered.count).compactMap { pack.question(at: $0.index) }
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
