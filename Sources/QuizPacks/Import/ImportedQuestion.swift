import QuizCore

/// One question read from a teacher's file, before it becomes an item of the kind that fits it.
public struct ImportedQuestion: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        /// Numbered answers, one right: becomes a `choice` item.
        case choice(answers: [String], solution: Int)
        /// Numbered answers, several right, all to be named (`1 3`): becomes a `choice` item with `solutions`.
        case severalChoices(answers: [String], solutions: [Int])
        /// A statement that is true or false: becomes a yes/no `film`-style item.
        case trueFalse(Bool)
        /// Typed answers, every one accepted: becomes a `quiz` item.
        case text(answers: [String])
        /// Numbers, each within its margin, every one accepted: becomes a `quiz` item with `numbers`.
        case numerical([NumericAnswer])
        /// A number on a scale from `low` to `high`, right within the answer's margin: becomes a `slider` item.
        case estimate(low: Double, high: Double, answer: NumericAnswer)
        /// Sides to match, and right sides that match none: becomes a `pairs` item.
        case pairs([PairsItem.Pair], extra: [String])
        /// Any text, none judged: an essay, which becomes an `open` item.
        case open
    }

    /// The line of the file where the question starts, from 1.
    public var line: Int
    /// A title or category the file gives the question, if any.
    public var category: String?
    public var question: String
    public var content: Content

    /// The kind of item the question becomes.
    public var kind: ItemKind {
        switch content {
        case .choice, .severalChoices: .choice
        case .trueFalse: .film
        case .text, .numerical: .quiz
        case .estimate: .slider
        case .pairs: .pairs
        case .open: .open
        }
    }
}

/// What reading one file gave: the questions, and those of its questions that no kind of quiz can play.
public struct ImportedFile: Sendable, Hashable {
    /// A question the file holds that quiz has no kind for, such as a GIFT description.
    public struct Skipped: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var reason: String

        public var description: String { "\(file):\(line): skipped: \(reason)" }
    }

    public var questions: [ImportedQuestion] = []
    public var skipped: [Skipped] = []
    /// What is wrong in the file: a question that says it is one kind and is not well formed.
    public var faults: [ImportError] = []
}
