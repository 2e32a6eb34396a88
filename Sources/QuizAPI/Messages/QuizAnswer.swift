/// What `/api/quizzes/ID/answer` answers, `{"quizId": ID, "answer": "..."}`: written by the server, read by a sync.
public struct QuizAnswer: Codable, Sendable, Hashable {
    public var quizId: Int
    public var answer: String

    public init(quizId: Int, answer: String) {
        self.quizId = quizId
        self.answer = answer
    }
}
