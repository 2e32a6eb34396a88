/// An answer for a server to judge: what the API's check routes take.
public enum CheckRequest: Sendable, Hashable {
    /// `/api/quizzes/ID/check?answer=A`.
    case quiz(id: Int, answer: String)
    /// `/check?id=ID&winner=1|2`.
    case match(id: Int, winner: Int)
}

extension CheckRequest {
    /// The request that checks an answer to a question, when the API has a check route for it.
    init?(question: Question, answer: Answer) {
        switch (question.kind, answer) {
        case (.quiz, .text(let text)): self = .quiz(id: question.id, answer: text)
        case (.match, .option(let winner)): self = .match(id: question.id, winner: winner)
        default: return nil
        }
    }
}
