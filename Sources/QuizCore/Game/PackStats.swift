import Foundation

/// How one pack has been played across the history: the figures behind `stats`.
public struct PackStats: Sendable, Hashable {
    public var pack: String
    /// The title of the most recent game.
    public var title: String
    public var kind: ItemKind
    public var games = 0
    /// Rounds played in all games, right answers among them.
    public var rounds = 0
    public var right = 0
    /// The longest run of right answers in one game.
    public var bestStreak = 0
    /// Time played, paused time excluded.
    public var time: TimeInterval = 0
    /// Answers given and the seconds they took, for the average answer time.
    public var answers = 0
    public var answerSeconds: TimeInterval = 0
    /// How often each item, by id, was answered wrong or skipped: the rounds that lowered the accuracy.
    public var misses: [Int: Int] = [:]

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
