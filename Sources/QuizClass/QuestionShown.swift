import QuizCore

/// A question as every client receives it when it opens: never its solution.
public struct QuestionShown: Codable, Sendable, Hashable {
    public enum Form: String, Codable, Sendable {
        /// One of two named options (`options`), by number or name.
        case two
        /// One of the numbered `options`, or several when `several` is true.
        case choices
        case yesNo
        case text
        /// A number from `low` to `high` (see `slider`).
        case slider
        /// The numbered `options` in order (`3 1 2`).
        case ordering
        /// Each numbered one of `options` with a lettered one of `matches` (`1b 2a`).
        case pairs
    }

    /// A slider's range and step, and what its number counts.
    public struct Slider: Codable, Sendable, Hashable {
        public var low: Double
        public var high: Double
        public var step: Double
        public var unit: String?
    }

    /// The question's number, from 1.
    public var question: Int
    public var count: Int
    public var form: Form
    /// Whether a choice question takes several numbers at once (`1 3`).
    public var several: Bool
    /// What it is about: a match's phase, a book, a film's title.
    public var heading: String?
    public var prompt: String
    /// The options in the order their numbers name them; empty for yes/no and text.
    public var options: [String]
    /// The right sides of pairs, in the order their letters name them.
    public var matches: [String]?
    public var slider: Slider?
    /// Whether the question has no right answer: a poll or an open question.
    public var opinion: Bool?
    /// The addresses of its pictures, as the pack names them.
    public var pictures: [String]
    public var seconds: Int
    /// Seconds left when this message was sent, on the server's clock, the team talk among them.
    public var secondsLeft: Double
    /// With shared devices, the seconds of team talk left, before which no answer is taken; nil otherwise.
    public var teamTalk: Double?

    public init(_ question: Question, number: Int, count: Int, seconds: Int, secondsLeft: Double) {
        self.question = number
        self.count = count
        options = []
        switch question.options {
        case .two(let first, let second):
            form = .two
            options = [first, second]
        case .choices(let answers):
            form = .choices
            options = answers
        case .yesNo: form = .yesNo
        case .freeText: form = .text
        case .slider(let low, let high, let step, let unit):
            form = .slider
            slider = Slider(low: low, high: high, step: step, unit: unit)
        case .ordering(let items):
            form = .ordering
            options = items
        case .pairs(let left, let right):
            form = .pairs
            options = left
            matches = right
        }
        if question.kind.hasNoRightAnswer { opinion = true }
        several = question.takesSeveralAnswers
        heading = question.heading
        prompt = question.prompt
        pictures = question.pictures.map(\.url)
        self.seconds = seconds
        self.secondsLeft = secondsLeft
    }
}
