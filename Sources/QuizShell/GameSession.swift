import Foundation
import QuizAPI
import QuizClient
import QuizCore

/// A game and what it was begun with: the source of its pack and the server it checks answers on, whatever `load`
/// and `source` do later.
struct GameSession {
    var game: Game
    let source: any PackSource
    /// The routes of the game's pack on its server; nil for a local pack.
    let routes: APIRoutes?
    /// Judges the answers that only a server can: the source's check, or the downloaded items when offline; nil for
    /// a local pack, whose game judges every answer itself.
    let check: (@Sendable (CheckRequest) async throws -> Bool)?
    /// The answers of the pack's quizzes that `sync` kept, by id.
    let syncedAnswers: [Int: String]
    /// Whether the game follows and moves the pack's rotation: not for `play N` (one question picked by hand), nor
    /// for a game with an explicit seed, whose order depends only on the seed and the pack.
    let rotates: Bool
    /// The alerts of score and time already shown in this game: each is shown once.
    var scoreAlerted = false
    var timeAlerted = false
}

extension GameSession {
    /// Answers the open round: judged by the game when it can, else by the server's check, the game changing only
    /// once the verdict is in.
    mutating func answer(_ typed: String) async throws(GameError) -> [GameEvent] {
        switch try game.answer(typed) {
        case .judged(let events):
            return events
        case .needsCheck(let pending):
            guard let check else { throw .noCheckRoute(round: pending.round) }
            return try game.record(try await pending.verdict(from: check), for: pending)
        }
    }

    /// The right answer to a quiz the server judged wrong: the one `sync` kept, else from its `/answer` route; nil
    /// when the game knew it, or when it can't be had.
    func serverAnswer(to round: Round) async -> String? {
        guard round.result == false, round.question.kind == .quiz, round.question.solution == nil else { return nil }
        if let synced = syncedAnswers[round.question.id] { return synced }
        guard let routes, let server = source.server else { return nil }
        return await Self.answer(toQuiz: round.question.id, routes: routes, transport: server.transport)
    }

    /// The answer of quiz `id` from the service's `/api/quizzes/ID/answer` route, or nil when it cannot be had.
    static func answer(toQuiz id: Int, routes: APIRoutes, transport: any Transport) async -> String? {
        guard let response = try? await transport.send(TransportRequest(url: routes.quizAnswer(id: id))),
            response.status == 200, let reply = try? JSONDecoder().decode(QuizAnswer.self, from: response.body)
        else { return nil }
        return reply.answer
    }
}
