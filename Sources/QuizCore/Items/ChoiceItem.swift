/// A question with two to eight numbered answers, one of them right: what imported question banks bring.
public struct ChoiceItem: Codable, Sendable, Hashable, Identifiable {
    /// The fewest and the most answers a choice item may have.
    public static let answerCount = 2...8

    public var id: Int
    /// What the question is about, such as an imported bank's category; shown above it and matched by filters.
    public var category: String?
    public var question: String
    public var answers: [BookItem.Answer]
    /// The right answer's number, from 1.
    public var solution: Int

    public init(id: Int, category: String? = nil, question: String, answers: [BookItem.Answer], solution: Int) {
        self.id = id
        self.category = category
        self.question = question
        self.answers = answers
        self.solution = solution
    }
}
