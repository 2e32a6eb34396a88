import QuizCore

/// A question a room asked, with every answer its players gave in time: what the reports of a room are made of.
public struct AskedQuestion: Codable, Sendable, Hashable {
    /// One player's answer, as the question words it.
    public struct Given: Codable, Sendable, Hashable {
        public var player: String
        /// The option's text or the text typed; `yes` or `no` for a statement.
        public var answer: String
        public var right: Bool
        /// Seconds after the question was shown.
        public var seconds: Double
        public var points: Int
    }

    /// From 1, in the order the room asked it.
    public var number: Int
    public var prompt: String
    /// The right answer as the question words it; nil when the pack does not say.
    public var solution: String?
    /// True for a question with no right answer (a poll, an open question), whose answers are neither right nor
    /// wrong; nil for the others.
    public var opinion: Bool?
    /// True for a statement, whose answers and solution are `yes` or `no`, which a report words in its language; nil
    /// for the others.
    public var yesNo: Bool? = nil
    /// The item's practice card in its pack (`CardIdentity`), so that practice can ask it again.
    public var card: String
    /// In the order the players joined.
    public var answers: [Given]
    /// The players it does not count: those who joined after it was asked, and in a homework room before its
    /// deadline those not through it; nil when none.
    public var unasked: [String]? = nil

    /// An answer in words: its label, else as typed.
    static func words(_ answer: Answer, of question: Question) -> String {
        question.label(of: answer) ?? answer.description
    }
}
