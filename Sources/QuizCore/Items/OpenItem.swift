/// A question answered in free text, none right, such as "One word for today?": a room makes a word cloud of them.
public struct OpenItem: ItemOfKind {
    /// The most characters an answer keeps.
    public static let answerLimit = 80

    public var id: Int
    public var category: String?
    public var question: String

    public init(id: Int, category: String? = nil, question: String) {
        self.id = id
        self.category = category
        self.question = question
    }
}
