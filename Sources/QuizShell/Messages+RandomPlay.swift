import QuizCore

/// The messages of a game on the service's `randomPlay`.
extension Messages {
    func randomPlayNeedsQuizzes(_ name: String) -> String {
        pick(
            "«jugar randomplay» juega quizzes, y \(quote(name)) no es un paquete de quizzes",
            "\"play randomplay\" plays quizzes, and \(quote(name)) is not a pack of quizzes")
    }

    /// `play randomplay` on local packs: the game belongs to the quiz service's server.
    var randomPlayNeedsServer: String {
        pick(
            "«jugar randomplay» es el juego del servidor de quizzes, que elige cada quiz y lleva la puntuación; "
                + "juega desde un servidor («fuente http URL»)",
            "\"play randomplay\" is the quiz service's own game, whose server draws each quiz and keeps the score; "
                + "play it from a server (\"source http URL\")")
    }

    var randomPlayAnswered: String {
        pick(
            "no hay ningún quiz por responder; «siguiente» pide otro",
            "no quiz is waiting for an answer; \"next\" asks for another")
    }

    func randomPlayInProgress(score: Int) -> String {
        pick(
            "hay una partida randomPlay en marcha (puntuación del servidor: \(score)); «parar» la termina",
            "a randomPlay game is going on (server score: \(score)); \"stop\" ends it")
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

    func attachment(_ url: String) -> String { pick("Adjunto: \(url)", "Attachment: \(url)") }
}
