import QuizClient
import QuizCore

/// A game on the quiz service's `randomPlay`: `play randomplay` with a pack of quizzes loaded. The server draws
/// each quiz and keeps the score; quiz shows the server's score and says so if it ever differs from the right
/// answers it counted. A wrong answer ends the game, as on the service.
final class RandomPlayHandler: ShellHandler {
    private var run: Run?

    /// A game under way: the client that plays it, the quiz on show (nil once answered, until `next`), the server's
    /// score and the right answers counted here.
    private struct Run {
        var client: RandomPlayClient
        var quiz: QuizItem?
        var serverScore = 0
        var counted = 0
    }

    /// Whether a game is under way: `next`, `answer`, `score` and `stop` are its own, and so is any other text.
    var isPlaying: Bool { run != nil }

    /// Refuses another game or a practice while this game is under way, where the answers typed go.
    func refuseWhilePlaying() throws {
        if let run { throw CommandFailure(text.randomPlayInProgress(score: run.serverScore)) }
    }

    /// What the prompt shows while a game is under way: `randomPlay 3`.
    var prompt: String? { run.map { "randomPlay \($0.serverScore)" } }

    func start() async throws -> [String] {
        let pack = try session.loadedPack()
        guard pack.kind == .quiz else { throw CommandFailure(text.randomPlayNeedsQuizzes(pack.name)) }
        guard let server = sources.activeSource().server else { throw CommandFailure(text.randomPlayNeedsServer) }
        let client = RandomPlayClient(routes: await server.routes(for: pack.name), transport: server.transport)
        let step = try await CommandFailure.catching(text.transport) { try await client.start() }
        run = Run(client: client)
        return [text.randomPlayStarted(pack.name)] + show(step)
    }

    func answer(_ typed: String) async throws -> [String] {
        guard var run, let quiz = run.quiz else { throw CommandFailure(text.randomPlayAnswered) }
        let check = try await CommandFailure.catching(text.transport) { try await run.client.check(typed) }
        run.quiz = nil
        run.serverScore = check.score
        guard check.result else {
            self.run = nil
            let answer = await GameSession.answer(
                toQuiz: quiz.id, routes: run.client.routes, transport: run.client.transport)
            return [text.randomPlayWrong(answer: answer, score: check.score)]
        }
        run.counted += 1
        self.run = run
        let disagreement = run.counted == check.score ? [] : [text.randomPlayDisagrees(check.score, run.counted)]
        return [text.randomPlayRight(score: check.score)] + disagreement
    }

    func next() async throws -> [String] {
        guard let run else { throw CommandFailure(text.noPackLoaded) }
        let step = try await CommandFailure.catching(text.transport) { try await run.client.next() }
        return show(step)
    }

    func score() -> [String] {
        [text.randomPlayQuestionScore(run?.serverScore ?? 0)]
    }

    func stop() -> [String] {
        let score = run?.serverScore ?? 0
        run = nil
        return [text.randomPlayOver(score: score)]
    }

    private func show(_ step: RandomPlayClient.Step) -> [String] {
        switch step {
        case .quiz(let quiz, let score):
            run?.quiz = quiz
            run?.serverScore = score
            return [text.randomPlayQuestion(quiz, score: score)] + [quiz.question]
                + (quiz.author.map { [text.author($0.username)] } ?? [])
                + (quiz.attachment.map { [text.attachment($0.url)] } ?? [])
        case .finished(let score):
            run = nil
            return [text.randomPlayFinished(score: score)]
        }
    }
}
