import Foundation

/// How a game picks its questions from a pack.
public struct GameOptions: Sendable, Hashable, Codable {
    /// Seeds the shuffle: the same seed and rotation give the same order.
    public var seed: UInt64
    /// Keeps the questions whose category contains this text, ignoring case and accents: a match's phase
    /// (`octavos`), a book, a film's title, a quiz's author.
    public var filter: String?
    public var limit: Int?
    /// Shows the answers of each book and choice question in an order the seed picks; their numbers name them as
    /// shown.
    /// Optional so that records written before it was added still read.
    public var shuffleAnswers: Bool?
    /// Seconds to answer each question, paused time aside; nil for no limit.
    public var timeLimit: TimeInterval?
    /// The streaks celebrated with a milestone; nil for `Milestone.streaks`.
    public var streakAlerts: [Int]?

    public init(
        seed: UInt64 = 0, filter: String? = nil, limit: Int? = nil, shuffleAnswers: Bool? = nil,
        timeLimit: TimeInterval? = nil, streakAlerts: [Int]? = nil
    ) {
        self.streakAlerts = streakAlerts
        self.timeLimit = timeLimit
        self.seed = seed
        self.filter = filter
        self.limit = limit
        self.shuffleAnswers = shuffleAnswers
    }

    /// The question with its answers in the order the seed picks for it, when answers are shuffled; books and choice
    /// questions only, since they are judged here (a match's winner goes to the server by its place in the item).
    func arranging(_ question: Question) -> Question {
        guard shuffleAnswers == true, question.kind == .book || question.kind == .choice else { return question }
        var generator = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: question.id) &* 0x9E37_79B9))
        if case .choices(let answers) = question.options {
            return question.reordering(Array(answers.indices).shuffled(using: &generator))
        }
        return Bool.random(using: &generator) ? question.swappingOptions() : question
    }

    /// Whether a filter keeps some questions out: one that is not blank.
    var filtersCategories: Bool { filter.map { !$0.allSatisfy(\.isWhitespace) } ?? false }

    /// Whether the filter keeps a question: it matches the heading, or a quiz's author.
    func admits(_ question: Question) -> Bool {
        guard let filter, filtersCategories else { return true }
        guard let category = question.heading ?? question.author else { return false }
        return TextMatching.folded(category).contains(TextMatching.folded(filter))
    }
}
