/// Two to eight pairs to match: left sides numbered, right sides lettered and shuffled, answered as `1b 2a 3c`.
public struct PairsItem: ItemOfKind {
    /// One left side and the right side it goes with.
    public struct Pair: Codable, Sendable, Hashable {
        public var left: String
        public var right: String

        public init(left: String, right: String) {
            self.left = left
            self.right = right
        }
    }

    /// The fewest and the most pairs an item may have.
    public static let pairCount = 2...8
    /// The fewest and the most right sides, extra ones included: one letter each, from a to z.
    public static let rightSideCount = 2...26

    public var id: Int
    public var category: String?
    public var question: String
    public var pairs: [Pair]
    /// Right sides that go with no left side, shown among the others to mislead, as Moodle's matching has them.
    public var extra: [String]?

    public init(id: Int, category: String? = nil, question: String, pairs: [Pair], extra: [String]? = nil) {
        self.id = id
        self.category = category
        self.question = question
        self.pairs = pairs
        self.extra = extra
    }
}
