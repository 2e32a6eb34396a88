/// A question with two to eight numbered answers, one of them right, or several that the player names together
/// ("choose all that apply"): what imported question banks bring.
public struct ChoiceItem: ItemOfKind {
    /// The fewest and the most answers a choice item may have.
    public static let answerCount = 2...8

    public var id: Int
    /// What the question is about, such as an imported bank's category; shown above it and matched by filters.
    public var category: String?
    public var question: String
    public var answers: [BookItem.Answer]
    /// The right answer's number, from 1.
    public var solution: Int
    /// Every right answer's number, in increasing order, when several are right: a multiple-response question,
    /// right only when the player names them all (`1 3`). `solution` is then the first of them.
    public var solutions: [Int]?

    public init(
        id: Int, category: String? = nil, question: String, answers: [BookItem.Answer], solution: Int,
        solutions: [Int]? = nil
    ) {
        self.id = id
        self.category = category
        self.question = question
        self.answers = answers
        self.solution = solution
        self.solutions = solutions
    }

    /// A multiple-response question: right when the player names every one of `solutions`, and no other answer.
    public init(id: Int, category: String? = nil, question: String, answers: [BookItem.Answer], solutions: [Int]) {
        let sorted = Array(Set(solutions)).sorted()
        self.init(
            id: id, category: category, question: question, answers: answers, solution: sorted.first ?? 1,
            solutions: sorted.count > 1 ? sorted : nil)
    }
}
