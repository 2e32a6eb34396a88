/// The kinds of pack and of item: four kinds of question set, numbered choices, facts, questions of mixed kinds,
/// and the kinds of question only a mixed pack holds; each named as packs and the `kind` field spell it.
public enum ItemKind: String, Codable, Sendable, CaseIterable, Hashable {
    /// Free-text questions (the quiz service).
    case quiz
    /// Guess the winner of a football match.
    case match
    /// Two-choice questions about a book.
    case book
    /// A yes/no statement about a film.
    case film
    /// A question with two to eight numbered answers, as imported question banks have them.
    case choice

    /// Curious facts by category, read rather than answered.
    case fact
    /// Questions of several kinds in one pack, each item saying its own (see `MixedItem`): an imported quiz of
    /// mixed question types, played in its order.
    case mixed

    /// Two to eight options, none right, worth no points; only within a mixed pack, as are the kinds below.
    case poll
    /// A number within a range, right within a tolerance: an estimate.
    case slider
    /// Three to eight items to put in order.
    case ordering
    /// Two to eight pairs to match.
    case pairs
    /// A free text with no right answer, which a room gathers into a word cloud.
    case open

    /// The kinds that the original services serve, each at its own route, and that discovery asks for.
    public static let originals: [ItemKind] = [.quiz, .match, .book, .film, .fact]

    /// The kinds a pack may have: every kind but those only a mixed pack holds.
    public static let packKinds: [ItemKind] = [.quiz, .match, .book, .film, .choice, .fact, .mixed]

    /// Whether a question of this kind has no right answer: a poll or an open question, which count no points.
    public var hasNoRightAnswer: Bool { self == .poll || self == .open }
}
