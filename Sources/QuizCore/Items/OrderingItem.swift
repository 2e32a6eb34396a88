/// Three to eight items to put in order, written in the right order; the player sees them shuffled.
public struct OrderingItem: ItemOfKind {
    /// The fewest and the most items an ordering may have.
    public static let itemCount = 3...8

    public var id: Int
    public var category: String?
    public var question: String
    public var items: [String]

    public init(id: Int, category: String? = nil, question: String, items: [String]) {
        self.id = id
        self.category = category
        self.question = question
        self.items = items
    }
}
