/// The kinds of pack: four kinds of question set, and facts, each named as packs and the `kind` field spell it.
public enum ItemKind: String, Codable, Sendable, CaseIterable, Hashable {
    /// Free-text questions (the quiz service).
    case quiz
    /// Guess the winner of a football match.
    case match
    /// Two-choice questions about a book.
    case book
    /// A yes/no statement about a film.
    case film
    /// Curious facts by category, read rather than answered.
    case fact
}
