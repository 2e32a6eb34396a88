import Foundation
import QuizAPI
import QuizCore

/// A game on the quiz service's `randomPlay` routes, where the server draws the quizzes and keeps the score, and a
/// wrong answer ends the game.
///
/// Each call is one request; every failure is a `TransportError` naming the URL (with the token masked).
public struct RandomPlayClient: Sendable {
    public enum Step: Sendable, Hashable {
        /// The quiz on show and the score so far.
        case quiz(QuizItem, score: Int)
        /// No quiz is left: the game ended with this score.
        case finished(score: Int)
    }

    public struct Check: Sendable, Hashable, Decodable {
        public var quizId: Int
        public var answer: String
        public var result: Bool
        public var score: Int
    }

    public var routes: APIRoutes
    public var transport: any Transport

    public init(routes: APIRoutes, transport: any Transport) {
        self.routes = routes
        self.transport = transport
    }

    /// `randomPlay/new`: a new game and its first quiz.
    public func start() async throws(TransportError) -> Step { try await step(routes.url(.randomPlayNew)) }

    /// `randomPlay/next`: the quiz on show until it is answered right, then another, or the end.
    public func next() async throws(TransportError) -> Step { try await step(routes.url(.randomPlayNext)) }

    /// `randomPlay/check`: checks `answer` against the quiz on show; a 409 when there is none.
    public func check(_ answer: String) async throws(TransportError) -> Check {
        let url = routes.url(.randomPlayCheck, query: [("answer", answer)])
        return try await ResponseDecoding.fetch(Check.self, from: url, through: transport)
    }

    /// The body of `randomPlay/new` and `randomPlay/next` but its `quiz`, which is read as an item.
    private struct StepBody: Decodable {
        var nomore: Bool?
        var score: Int
    }

    private func step(_ url: URL) async throws(TransportError) -> Step {
        let response = try await transport.send(TransportRequest(url: url))
        let data = try ResponseDecoding.body(of: response, from: url)
        let document = try ResponseDecoding.document(data, url: url)
        let body = try ResponseDecoding.decode(StepBody.self, from: data, url: url)
        if let quiz = document["quiz"], quiz.content != .null {
            return .quiz(try ResponseDecoding.quiz(quiz, path: "quiz", url: url), score: body.score)
        }
        guard body.nomore == true else {
            throw .malformedBody(url: url, path: "quiz", reason: "neither a quiz nor \"nomore\": true")
        }
        return .finished(score: body.score)
    }
}
