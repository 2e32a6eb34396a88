import QuizCore

/// How a player's answer is read and scored, in a live room and in homework alike.
extension Room {
    /// What `typed` answers to question `index`, or why it does not.
    func parsed(_ typed: String, to index: Int) throws(RoomError) -> Answer {
        do { return try questions[index].parse(typed) } catch { throw .notAnAnswer(error) }
    }

    /// `answer` to question `index` given `seconds` after it opened for `player`, judged and with its points.
    func scored(_ answer: Answer, to index: Int, after seconds: Double, by player: RoomPlayer) -> RoomPlayer.Given {
        let question = questions[index]
        let right = question.judge(answer) ?? false
        let seconds = max(0, seconds)
        let inARow = right ? player.rightInARow(endingAt: index - 1) + 1 : 0
        let credit = question.credit(for: answer)
        let points = (Double(AnswerPoints.points(right: credit > 0, seconds: seconds, of: settings.seconds)) * credit)
            .rounded()
        return RoomPlayer.Given(
            answer: answer, seconds: seconds, right: right,
            points: Int(points) + (settings.streakBonus ? AnswerPoints.streakBonus(inARow: inARow) : 0))
    }
}
