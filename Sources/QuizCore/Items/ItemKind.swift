/// The kinds of pack: four kinds of question set, numbered choices, facts, and questions of mixed kinds, each named as packs and the `kind` field spell it.
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

    /// The kinds that the original services serve, each at its own route, and that discovery asks for.
    public static let originals: [ItemKind] = [.quiz, .match, .book, .film, .fact]
}
