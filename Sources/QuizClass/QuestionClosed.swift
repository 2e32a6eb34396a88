import QuizCore

/// What a question's close tells: to everyone the top 5, and when the room shows answers the solution and how many
/// chose each option; to each player their own verdict, points and rank.
public struct QuestionClosed: Codable, Sendable, Hashable {
    /// How many chose an answer. For a text question, the right answers and all the others in two counts.
    public struct OptionCount: Codable, Sendable, Hashable {
        /// The option (`2`), yes or no (`true`), or the solution's text; nil for the wrong texts together.
        public var answer: Answer?
        /// The option's text as the question shows it; nil for yes and no, and for the wrong texts.
        public var label: String?
        public var count: Int
        public var right: Bool
    }

    /// One player's question: what the close means to them.
    public struct Verdict: Codable, Sendable, Hashable {
        /// Whether an answer came before the close.
        public var answered: Bool
        public var right: Bool
        public var gained: Int
        public var points: Int
        /// The rank so far, 1 the first; players with the same points and right answers share one.
        public var rank: Int
        public var players: Int
        /// With the streak bonus, how many right answers in a row this one makes; nil without it or when wrong.
        public var inARow: Int?
    }

    public var question: Int
    /// The right answer; nil to players when the room does not show answers on their screens.
    public var solution: Answer?
    /// The right answer's text as the question shows it; nil for yes and no, and when hidden.
    public var solutionLabel: String?
    /// How many chose each answer; empty to players when the room does not show answers.
    public var counts: [OptionCount]
    public var top: [Standing]
    /// The receiving player's verdict; nil for the host.
    public var you: Verdict?
    /// An open question's words, the commonest first; shown with the counts.
    public var words: [WordCloud.Word]?
    /// How a slider's answers spread; shown with the counts.
    public var spread: SliderSpread?
    /// Whether the question had no right answer: a poll or an open question.
    public var opinion: Bool?
}
