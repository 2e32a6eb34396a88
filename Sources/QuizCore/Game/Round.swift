import Foundation

/// One question as it was played: what was answered and whether it was right.
///
/// `result` is nil until the answer is checked, then true or false: the original match app's `rightResponse`; it
/// stays nil for an answer to a poll or an open question, which has no right answer.
public struct Round: Sendable, Hashable {
    /// The round's position in the game, from 1.
    public let number: Int
    public let question: Question
    /// The answer, once checked.
    public internal(set) var answer: Answer?
    public internal(set) var result: Bool?
    public let shownAt: Date
    public internal(set) var answeredAt: Date?
    /// Time spent paused while the round waited for its answer.
    public internal(set) var pausedTime: TimeInterval = 0
    /// True when the round was skipped, or left open when the game stopped.
    public internal(set) var isSkipped = false
    /// True when the time to answer ran out; the round counts as wrong.
    public internal(set) var timedOut = false
    /// True when a typed answer was taken as right though it was off by a typo: the verdict says how it is spelt.
    public internal(set) var nearMiss = false
    public internal(set) var hintsUsed = 0

    public init(number: Int, question: Question, shownAt: Date) {
        self.number = number
        self.question = question
        self.shownAt = shownAt
    }

    /// Whether the round is over: answered or skipped.
    public var isClosed: Bool { result != nil || answer != nil || isSkipped }

    /// How long the answer took, paused time excluded; nil until answered.
    public var answerTime: TimeInterval? {
        answeredAt.map { max(0, $0.timeIntervalSince(shownAt) - pausedTime) }
    }
}
