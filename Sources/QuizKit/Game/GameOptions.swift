/// How a game picks its questions from a pack.
public struct GameOptions: Sendable, Hashable, Codable {
    /// Seeds the shuffle: the same seed and rotation give the same order.
    public var seed: UInt64
    /// Keeps the questions whose category contains this text, ignoring case and accents: a match's phase
    /// (`octavos`), a book, a film's title, a quiz's author.
    public var filter: String?
    /// Plays at most this many questions.
    public var limit: Int?

    public init(seed: UInt64 = 0, filter: String? = nil, limit: Int? = nil) {
        self.seed = seed
        self.filter = filter
        self.limit = limit
    }

    /// Whether the filter keeps a question.
    func admits(_ question: Question) -> Bool {
        guard let filter, !filter.allSatisfy(\.isWhitespace) else { return true }
        guard let category = question.category else { return false }
        return TextMatching.folded(category).contains(TextMatching.folded(filter))
    }
}
