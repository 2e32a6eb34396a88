/// What `/api/quizzes/ID/answer` answers, `{"quizId": ID, "answer": "..."}`: written by the server, read by a sync.
struct QuizAnswer: Codable, Sendable, Hashable {
    var quizId: Int
    var answer: String
}
