import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// A game on the quiz service's `randomPlay`: `play randomplay` with a pack of quizzes loaded. The server draws
/// each quiz and keeps the score; quiz shows the server's score and says so if it ever differs from the right
/// answers it counted. A wrong answer ends the game, as on the service.
struct RandomPlayRun: Sendable {
    var client: RandomPlayClient
    /// The quiz on show; nil once it was answered, until `next`.
    var quiz: QuizItem?
    var serverScore = 0
    var counted = 0
}

extension Interpreter {
    func startRandomPlay() async throws -> [String] {
        let pack = try loadedPack()
        guard pack.kind == .quiz else { throw CommandFailure(text.randomPlayNeedsQuizzes(pack.name)) }
        let source = activeSource()
        let client = RandomPlayClient(
            routes: await source.downloader.routes(for: pack.name), transport: source.transport)
        let step: RandomPlayClient.Step
        do {
            step = try await client.start()
        } catch {
            throw CommandFailure(text.transport(error))
        }
        randomPlay = RandomPlayRun(client: client)
        return [text.randomPlayStarted(pack.name)] + show(step)
    }

    func randomPlayAnswer(_ typed: String) async throws -> [String] {
        guard var run = randomPlay, let quiz = run.quiz else { throw CommandFailure(text.randomPlayAnswered) }
        let check: RandomPlayClient.Check
        do {
            check = try await run.client.check(typed)
        } catch {
            throw CommandFailure(text.transport(error))
        }
        run.quiz = nil
        run.serverScore = check.score
        guard check.result else {
            randomPlay = nil
            let answer = await serverAnswer(id: quiz.id, routes: run.client.routes, transport: run.client.transport)
            return [text.randomPlayWrong(answer: answer, score: check.score)]
        }
        run.counted += 1
        randomPlay = run
        let disagreement = run.counted == check.score ? [] : [text.randomPlayDisagrees(check.score, run.counted)]
        return [text.randomPlayRight(score: check.score)] + disagreement
    }

    func randomPlayNext() async throws -> [String] {
        guard let run = randomPlay else { throw CommandFailure(text.noPackLoaded) }
        let step: RandomPlayClient.Step
        do {
            step = try await run.client.next()
        } catch {
            throw CommandFailure(text.transport(error))
        }
        return show(step)
    }

    func randomPlayStop() -> [String] {
        let score = randomPlay?.serverScore ?? 0
        randomPlay = nil
        return [text.randomPlayOver(score: score)]
    }

    private func show(_ step: RandomPlayClient.Step) -> [String] {
        switch step {
        case .quiz(let quiz, let score):
            randomPlay?.quiz = quiz
            randomPlay?.serverScore = score
            return [text.randomPlayQuestion(quiz, score: score)] + [quiz.question]
                + (quiz.author.map { [text.pick("Autor: ", "Author: ") + $0.username] } ?? [])
                + (quiz.attachment.map { [text.pick("Adjunto: ", "Attachment: ") + $0.url] } ?? [])
        case .finished(let score):
            randomPlay = nil
            return [text.randomPlayFinished(score: score)]
        }
    }
}

extension Messages {
    func randomPlayNeedsQuizzes(_ name: String) -> String {
        pick(
            "«jugar randomplay» juega quizzes, y \(quote(name)) no es un paquete de quizzes",
            "\"play randomplay\" plays quizzes, and \(quote(name)) is not a pack of quizzes")
    }

    var randomPlayAnswered: String {
        pick(
            "no hay ningún quiz por responder; «siguiente» pide otro",
            "no quiz is waiting for an answer; \"next\" asks for another")
    }

    func randomPlayStarted(_ name: String) -> String {
        pick(
            "Partida randomPlay de \(name): el servidor elige los quizzes y lleva la puntuación; un fallo la termina.",
            "randomPlay game of \(name): the server draws the quizzes and keeps the score; a wrong answer ends it.")
    }

    func randomPlayQuestion(_ quiz: QuizItem, score: Int) -> String {
        pick("Quiz \(quiz.id) · puntuación del servidor: \(score)", "Quiz \(quiz.id) · server score: \(score)")
    }

    func randomPlayRight(score: Int) -> String {
        pick(
            "✓ ¡Bien! Puntuación del servidor: \(score). («siguiente» para otro quiz)",
            "✓ Right! Server score: \(score). (\"next\" for another quiz)")
    }

    func randomPlayWrong(answer: String?, score: Int) -> String {
        let answerText = answer.map { pick(" La respuesta era: \($0).", " The answer was: \($0).") } ?? ""
        return pick("✗ Mal.", "✗ Wrong.") + answerText + " " + randomPlayOver(score: score)
    }

    func randomPlayFinished(score: Int) -> String {
        pick("No quedan quizzes. ", "No quizzes left. ") + randomPlayOver(score: score)
    }

    func randomPlayQuestionScore(_ score: Int) -> String {
        pick("Puntuación del servidor: \(score)", "Server score: \(score)")
    }

    func randomPlayOver(score: Int) -> String {
        pick("Fin de la partida: puntuación del servidor \(score).", "Game over: server score \(score).")
    }

    func randomPlayDisagrees(_ server: Int, _ counted: Int) -> String {
        pick(
            "aviso: el servidor da \(server) puntos y aquí se contaron \(counted) aciertos",
            "notice: the server's score is \(server), and \(counted) right answers were counted here")
    }
}
