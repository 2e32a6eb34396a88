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

    public var rounds: Int { right + wrong + unanswered }

    /// Right answers over closed rounds, from 0 to 1; nil before any round closes.
    public var accuracy: Double? { rounds == 0 ? nil : Double(right) / Double(rounds) }

    /// The mean time per answer, skipped rounds aside; nil before any answer.
    public var averageAnswerTime: TimeInterval? {
        right + wrong + opinions == 0 ? nil : answerTime / Double(right + wrong + opinions)
    }
}

extension Score {
    /// A score as it is written: one written before polls and open questions has no `opinions`, nor one without any.
    private struct Written: Codable {
        var right, wrong, unanswered, currentStreak, bestStreak: Int
        var answerTime: TimeInterval
        var opinions: Int?
    }

    public init(from decoder: any Decoder) throws {
        let written = try Written(from: decoder)
        self.init(
            right: written.right, wrong: written.wrong, unanswered: written.unanswered,
            currentStreak: written.currentStreak, bestStreak: written.bestStreak, answerTime: written.answerTime,
            opinions: written.opinions ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        try Written(
            right: right, wrong: wrong, unanswered: unanswered, currentStreak: currentStreak, bestStreak: bestStreak,
            answerTime: answerTime, opinions: opinions > 0 ? opinions : nil
        ).encode(to: encoder)
    }
}
