import QuizAPI
import QuizCore

/// Asks the API's check routes whether an answer is right: the verdict a `Game` waits for on matches, and on
/// quizzes that come without their answer.
public struct RemoteCheck: Sendable {
    public var routes: APIRoutes
    public var transport: any Transport

    public init(routes: APIRoutes, transport: any Transport) {
        self.routes = routes
        self.transport = transport
    }

    /// The server's verdict: `result` of `/api/quizzes/ID/check?answer=A` (`{"quizId", "answer", "result"}`) or of
    /// `/check?id=ID&winner=W` (`{"id", "result"}`).
    ///
    /// A status other than 2xx is `TransportError.status`, with the server's `{"error"}` message when it sent one;
    /// a body of another shape, or one about another item, is `TransportError.malformedBody` naming the field.
    public func check(_ request: CheckRequest) async throws(TransportError) -> Bool {
        let (url, idField, id) =
            switch request {
            case .quiz(let id, let answer): (routes.checkQuiz(id: id, answer: answer), "quizId", id)
            case .match(let id, let winner): (routes.checkMatch(id: id, winner: winner), "id", id)
            }
        let verdict = try await ResponseDecoding.fetch(Verdict.self, from: url, through: transport)
        guard let checked = idField == "quizId" ? verdict.quizId : verdict.id else {
            throw .malformedBody(url: url, path: idField, reason: "missing")
        }
        guard checked == id else {
            throw .malformedBody(url: url, path: idField, reason: "expected \(id), the id checked, found \(checked)")
        }
        return verdict.result
    }

    private struct Verdict: Decodable {
        var quizId: Int?
        var id: Int?
        var result: Bool
    }
}
