import QuizClass

extension Messages {
    public func classReportHeader(_ report: ClassReport) -> String {
        pick("Sala", "Room") + " \(report.pin) · \(report.title) (\(report.pack))"
            + (report.finished ? "" : pick(" · en juego", " · under way"))
    }

    /// A question's line and the line of how the class did on it.
    func questionSummary(_ summary: ClassResults.QuestionSummary) -> [String] {
        let worded = { self.statementAnswer($0, isStatement: summary.yesNo == true) }
        let solution = summary.solution.map { pick(" (respuesta: \(worded($0)))", " (answer: \(worded($0)))") } ?? ""
        let question = "  \(summary.number). \(summary.prompt)\(solution)"
        guard summary.players > 0 else {
            return [question, "     " + pick("sin respuestas todavía", "no answers yet")]
        }
        var line =
            summary.opinion == true
            ? pick(
                "\(summary.answered)/\(summary.players) respondieron, sin respuesta correcta",
                "\(summary.answered)/\(summary.players) answered, no right answer")
            : pick(
                "\(summary.right)/\(summary.players) aciertos (\(percent(summary.shareRight)))",
                "\(summary.right)/\(summary.players) right (\(percent(summary.shareRight)))")
        if let wrong = summary.mostChosenWrong.map(worded) {
            line += pick(
                " · el error más elegido: \(wrong) (\(summary.mostChosenWrongCount))",
                " · most chosen wrong: \(wrong) (\(summary.mostChosenWrongCount))")
        }
        if let seconds = summary.meanSeconds {
            line += pick(" · media ", " · mean ") + ClassResultsReport.decimal(seconds, digits: 1) + " s"
        }
        return [question, "     " + line]
    }

    /// A statement's answer, `yes` or `no`, in this language; any other answer as it is.
    private func statementAnswer(_ answer: String, isStatement: Bool) -> String {
        isStatement && answer == "yes" ? yes.lowercased() : answer
    }

    /// A player's line, then one per question; `statements` are the numbers of the questions answered yes or no.
    func playerAnswers(_ player: ClassResults.PlayerAnswers, statements: Set<Int>) -> [String] {
        let header = standing(
            Standing(rank: player.rank, name: player.name, points: player.points, right: player.right))
        return [header]
            + player.answers.map { answer in
                guard
                    let given = answer.answer.map({
                        statementAnswer($0, isStatement: statements.contains(answer.question))
                    })
                else {
                    return "     \(answer.question). " + pick("sin respuesta", "no answer")
                }
                let verdict =
                    switch (answer.right, answer.close) {
                    case (true?, _): pick("bien", "right")
                    case (false?, true?): pick("cerca", "close")
                    case (false?, _): pick("mal", "wrong")
                    case (nil, _): pick("recogida", "taken")
                    }
                let seconds = answer.seconds.map { ", " + ClassResultsReport.decimal($0, digits: 1) + " s" } ?? ""
                return "     \(answer.question). \(given): \(verdict)\(seconds), "
                    + pick("\(answer.points) puntos", "\(answer.points) points")
            }
    }
}
