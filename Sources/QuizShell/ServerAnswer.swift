import Foundation
import QuizAPI

/// The right answer to a quiz from the service's `/api/quizzes/ID/answer` route: what a verdict of wrong reveals when
/// only the server knew the answer.
enum ServerAnswer {
    /// The answer of quiz `id`, or nil when it cannot be had.
    static func ofQuiz(_ id: Int, routes: APIRoutes, transport: any Transport) async -> String? {
        let url = routes.quizAnswer(id: id)
        guard let response = try? await transport.send(TransportRequest(url: url)), response.status == 200,
            let reply = try? JSONDecoder().decode(QuizAnswer.self, from: response.body)
        else { return nil }
        return reply.answer
    }
}
