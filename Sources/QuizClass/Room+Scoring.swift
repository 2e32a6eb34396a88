import QuizCore

/// How a player's answer is read and scored, in a live room and in homework alike.
extension Room {
    /// Keeps what player `key` typed as their answer to question `index`, given `seconds` after it opened for them:
    /// read, judged and with its points; or throws why it does not answer the question.
    mutating func record(_ typed: String, to index: Int, after seconds: Double, by key: String) throws(RoomError) {
        guard let player = players[key] else { throw .notIdentified }
        let question = questions[index]
        let answer: Answer
        do { answer = try question.parse(typed) } catch { throw .notAnAnswer(error) }
        let right = question.judge(answer) ?? false
        let seconds = max(0, seconds)
        let inARow = right ? player.rightInARow(endingAt: index - 1) + 1 : 0
        let credit = question.credit(for: answer)
        let points = (Double(AnswerPoints.points(right: credit > 0, seconds: seconds, of: settings.seconds)) * credit)
            .rounded()
        players[key]?.answers[index] = RoomPlayer.Given(
            answer: answer, seconds: seconds, right: right,
            points: Int(points) + (settings.streakBonus ? AnswerPoints.streakBonus(inARow: inARow) : 0))
    }
}
