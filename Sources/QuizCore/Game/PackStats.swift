import Foundation

/// How one pack has been played across the history: the figures behind `stats`.
public struct PackStats: Sendable, Hashable {
    public var pack: String
    /// The title of the most recent game.
    public var title: String
    public var kind: ItemKind
    public var games: Int
    /// Rounds played in all games, right answers among them.
    public var rounds: Int
    public var right: Int
    /// The longest run of right answers in one game.
    public var bestStreak: Int
    /// Time played, paused time excluded.
    public var time: TimeInterval
    /// Answers given and the seconds they took, for the average answer time.
    public var answers = 0
    public var answerSeconds: TimeInterval = 0
    /// How often each item, by id, was answered wrong or skipped: the rounds that lowered the accuracy.
    public var misses: [Int: Int] = [:]

    public init(
        pack: String, title: String, kind: ItemKind, games: Int = 0, rounds: Int = 0, right: Int = 0,
        bestStreak: Int = 0, time: TimeInterval = 0
    ) {
        self.pack = pack
        self.title = title
        self.kind = kind
        self.games = games
        self.rounds = rounds
        self.right = right
        self.bestStreak = bestStreak
        self.time = time
    }

    /// The average time of an answer; nil when none was given.
    public var averageAnswerTime: TimeInterval? { answers == 0 ? nil : answerSeconds / Double(answers) }

    /// The ids of the items missed most often, most missed first (ties by id), with how often; at most `count`.
    public func mostMissed(_ count: Int = 3) -> [(id: Int, misses: Int)] {
        Array(misses.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(count).map { ($0.key, $0.value) })
    }

    /// Right answers over all rounds, from 0 to 1; nil when no round was played.
    public var accuracy: Double? { rounds == 0 ? nil : Double(right) / Double(rounds) }

    /// The figures of every pack in `records`, by pack name.
    public static func of(_ records: [GameRecord]) -> [PackStats] {
        var byPack: [String: PackStats] = [:]
        for record in records {
            var stats = byPack[record.pack] ?? PackStats(pack: record.pack, title: record.title, kind: record.kind)
            stats.title = record.title
            stats.kind = record.kind
            stats.games += 1
            stats.rounds += record.score.rounds
            stats.right += record.score.right
            stats.bestStreak = max(stats.bestStreak, record.score.bestStreak)
            stats.time += record.time
            for entry in record.rounds {
                let opinion = entry.result == nil && entry.answer != nil
                if let seconds = entry.seconds, entry.result != nil || opinion {
                    stats.answers += 1
                    stats.answerSeconds += seconds
                }
                if entry.result != true, !opinion { stats.misses[entry.id, default: 0] += 1 }
            }
            byPack[record.pack] = stats
        }
        return byPack.values.sorted { $0.pack < $1.pack }
    }
}
