import Foundation

/// How a game is going, counted from its closed rounds.
///
/// A skipped round breaks the streak. Accuracy is right answers over all closed rounds, skipped ones included. An
/// answer to a poll or an open question, which has no right answer, counts in `opinions` alone.
public struct Score: Sendable, Hashable, Codable {
    public var right: Int
    public var wrong: Int
    /// Rounds skipped, or left open when the game stopped.
    public var unanswered: Int
    /// Right answers in a row, up to the last closed round.
    public var currentStreak: Int
    public var bestStreak: Int
    /// The time spent on all answers, paused time excluded.
    public var answerTime: TimeInterval
    /// Answers to polls and open questions: given, and neither right nor wrong.
    public var opinions: Int

    public init(
        right: Int = 0, wrong: Int = 0, unanswered: Int = 0, currentStreak: Int = 0, bestStreak: Int = 0,
        answerTime: TimeInterval = 0, opinions: Int = 0
    ) {
        self.opinions = opinions
        self.right = right
        self.wrong = wrong
        self.unanswered = unanswered
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.answerTime = answerTime
    }

    /// The score of the closed rounds among `rounds`.
    public init(rounds: [Round]) {
        self.init()
        for round in rounds where round.isClosed {
            switch round.result {
            case true?:
                right += 1
                currentStreak += 1
                bestStreak = max(bestStreak, currentStreak)
            case false?:
                wrong += 1
                currentStreak = 0
            case nil where round.answer != nil:
                opinions += 1
            case nil:
                unanswered += 1
                currentStreak = 0
            }
            answerTime += round.answerTime ?? 0
        }
    }

    /// Rounds closed so far.
    public var rounds: Int { right + wrong + unanswered }

    /// Right answers over closed rounds, from 0 to 1; nil before any round closes.
    public var accuracy: Double? { rounds == 0 ? nil : Double(right) / Double(rounds) }

    /// The mean time per answer, skipped rounds aside; nil before any answer.
    public var averageAnswerTime: TimeInterval? {
        right + wrong + opinions == 0 ? nil : answerTime / Double(right + wrong + opinions)
    }
}

extension Score {
    private enum CodingKeys: String, CodingKey {
        case right, wrong, unanswered, currentStreak, bestStreak, answerTime, opinions
    }

    /// Reads a score; one written before polls and open questions has no `opinions`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            right: try container.decode(Int.self, forKey: .right),
            wrong: try container.decode(Int.self, forKey: .wrong),
            unanswered: try container.decode(Int.self, forKey: .unanswered),
            currentStreak: try container.decode(Int.self, forKey: .currentStreak),
            bestStreak: try container.decode(Int.self, forKey: .bestStreak),
            answerTime: try container.decode(TimeInterval.self, forKey: .answerTime),
            opinions: try container.decodeIfPresent(Int.self, forKey: .opinions) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(right, forKey: .right)
        try container.encode(wrong, forKey: .wrong)
        try container.encode(unanswered, forKey: .unanswered)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(bestStreak, forKey: .bestStreak)
        try container.encode(answerTime, forKey: .answerTime)
        if opinions > 0 { try container.encode(opinions, forKey: .opinions) }
    }
}
