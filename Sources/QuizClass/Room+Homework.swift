import Foundation

/// A homework room (`RoomSettings.until`): no host's `next`, each player on a question of their own until the deadline.
///
/// A player who joins is shown the question they are on at once, timed from when they saw it; an answer gets them
/// their own verdict (with the solution, when the room shows answers), then their next question; a question whose time
/// ran out counts as unanswered and they move on, also while they are away, so that leaving does not stop the clock.
/// After the last question they receive their own score (`done`). Nobody receives another's answers, the counts or
/// the leaderboard before the deadline, when the game ends with the podium as a live room's does. The host and the
/// watchers see how many players answered each question (`progress`).
extension Room {
    public var isHomework: Bool { settings.until != nil }

    /// The earliest of the room's deadline and the time the question any player is on runs out.
    var homeworkDeadline: Date? {
        guard var earliest = settings.until else { return nil }
        let seconds = Double(settings.seconds)
        for player in players.values where player.at < questions.count {
            if let seen = player.seenAt { earliest = min(earliest, seen.addingTimeInterval(seconds)) }
        }
        return earliest
    }

    /// Moves on every player whose question ran out, and at the room's deadline ends the game.
    mutating func homeworkTick(now: Date) -> [Delivery] {
        guard case .assigned = phase, let until = settings.until else { return [] }
        let seconds = Double(settings.seconds)
        var deliveries: [Delivery] = []
        for key in order {
            guard let player = players[key], player.at < questions.count, let seen = player.seenAt,
                now >= seen.addingTimeInterval(seconds)
            else { continue }
            deliveries += moveOn(key, now: now)
        }
        if now >= until { deliveries += finish(now: now) }
        return deliveries
    }

    /// A homework player's answer to the question they are on: judged at once, then their next question.
    mutating func answerHomework(player key: String, question number: Int, typed: String, now: Date)
        throws(RoomError) -> [Delivery]
    {
        guard let player = players[key] else { throw .notIdentified }
        guard case .assigned = phase else { throw .gameOver }
        let index = number - 1
        guard index == player.at, index < questions.count, let seen = player.seenAt else {
            if player.answers[index] != nil { throw .alreadyAnswered(question: number) }
            throw .notOpen(question: number)
        }
        try record(typed, to: index, after: now.timeIntervalSince(seen), by: key)
        // The verdict follows at once: no `received` before it.
        return moveOn(key, now: now)
    }

    /// What player `key` is shown on joining or after a question: the question they are on, timed from when they
    /// first saw it, or their score once they are through.
    mutating func showHomework(_ key: String, now: Date) -> [Delivery] {
        guard let player = players[key], let until = settings.until else { return [] }
        guard player.at < questions.count else {
            let done = HomeworkDone(
                questions: questions.count, answered: player.answers.count, right: player.right,
                points: player.points, until: until.formatted(.iso8601))
            return [Delivery(to: .player(key), message: .done(done))]
        }
        let seen = player.seenAt ?? now
        players[key]?.seenAt = seen
        let left = max(0, seen.addingTimeInterval(Double(settings.seconds)).timeIntervalSince(now))
        let shown = QuestionShown(
            questions[player.at], number: player.at + 1, count: questions.count, seconds: settings.seconds,
            secondsLeft: left)
        return [Delivery(to: .player(key), message: .question(shown))]
    }

    /// How many players answered each question someone has reached, for the host and the watchers: one whose time
    /// ran out is past it, unanswered.
    func homeworkProgress() -> [ServerMessage] {
        let reached = min(questions.count, (players.values.map(\.at).max() ?? 0) + 1)
        return (0..<(players.isEmpty ? 0 : reached)).map { index in
            progress(index, (players.values.count { $0.answers[index] != nil }, players.count))
        }
    }

    /// Player `key` is done with the question they are on: their verdict and next question when connected, and the
    /// screens told how many answered it.
    private mutating func moveOn(_ key: String, now: Date) -> [Delivery] {
        guard let player = players[key] else { return [] }
        let index = player.at
        players[key]?.at = index + 1
        players[key]?.seenAt = nil
        lastActivity = now
        let answered = players.values.count { $0.answers[index] != nil }
        var deliveries = screens(progress(index, (answered, players.count)))
        guard player.connected else { return deliveries }
        // Their own close: no counts, leaderboard nor rank, which would tell of other players' answers.
        let closed = closing(index, shows: settings.showAnswers, you: verdict(index, of: player, rank: 0, players: 0))
        deliveries.append(Delivery(to: .player(key), message: .closed(closed)))
        return deliveries + showHomework(key, now: now)
    }
}
