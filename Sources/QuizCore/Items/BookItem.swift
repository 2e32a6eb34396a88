/// A two-choice question about a book; `solution` (1 or 2) names the right answer.
public struct BookItem: ItemOfKind {
    public struct Answer: Codable, Sendable, Hashable {
        public var answer: String
        public var photo: String?

        public init(answer: String, photo: String? = nil) {
            self.answer = answer
            self.photo = photo
        }
    }

    public var id: Int
    public var book: String
    public var question: String
    public var answer1: Answer
    public var answer2: Answer
    public var solution: Int

    public init(id: Int, book: String, question: String, answer1: Answer, answer2: Answer, solution: Int) {
        self.id = id
        self.book = book
        self.question = question
        self.answer1 = answer1
        self.answer2 = answer2
        self.solution = solution
    }
}
