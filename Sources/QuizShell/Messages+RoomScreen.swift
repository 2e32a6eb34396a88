import QuizClass
import QuizCore

/// Turns what a room's server sends into the lines a host or player reads, in their language, with every text that
/// came from the server made safe for the terminal.
extension Messages {
    /// - Parameter pictures: a question's pictures as drawn lines, in place of the list of their addresses.
    public func roomLines(for message: ServerMessage, pictures: [String] = []) -> [String] {
        guard case .question(let shown) = message, !pictures.isEmpty else {
            return rawRoomLines(message).map(TerminalText.safe)
        }
        return questionLines(shown, pictures: nil).map(TerminalText.safe) + pictures
            + [answerHint(shown)].map(TerminalText.safe)
    }

    private func rawRoomLines(_ message: ServerMessage) -> [String] {
        switch message {
        case .welcome(let welcome) where welcome.role == .host:
            [welcome.until == nil ? hostCommands : homeworkHostCommands]
        case .welcome(let welcome):
            [joined(welcome)] + (welcome.until.map { [homeworkUntil($0, over: welcome.game == .over)] } ?? [])
        case .lobby(let players): [lobby(players)]
        case .question(let shown):
            questionLines(shown, pictures: shown.pictures) + (shown.teamTalk.map { [teamTalk($0)] } ?? [])
                + [answerHint(shown)]
        case .received(let question): [answerTaken(question)]
        case .progress(let question, let answered, let players):
            [progress(question: question, answered: answered, players: players)]
        case .closed(let closed): closedLines(closed)
        case .podium(let podium):
            (podium.teams.map { [teamPodiumTitle] + $0.flatMap(teamStanding) } ?? []) + [podiumTitle]
                + podium.standings.map(standing) + (podium.you.map { [yourPlace($0)] } ?? [])
        case .done(let done): homeworkDone(done)
        case .kicked: [kickedOut]
        case .locked(let locked): [roomLocked(locked)]
        case .error(let code, let detail, let reason):
            [roomError(code, detail: reason.map(gameError) ?? detail)]
        case .pong: []
        }
    }

    private func closedLines(_ closed: QuestionClosed) -> [String] {
        // A homework player's own close, which has no leaderboard: the question is done for them alone.
        let ownClose = closed.you != nil && closed.top.isEmpty
        return [closedHeader(closed.question, solution: solutionText(closed), ownClose: ownClose)]
            + counts(closed) + (closed.you.map { [verdict($0, opinion: closed.opinion == true)] } ?? [])
            + (ownClose ? [] : [leaderboardTitle] + closed.top.map(standing))
    }

    private func solutionText(_ closed: QuestionClosed) -> String? {
        if let solution = closed.solution, case Answer.yesNo(let flag) = solution { return flag ? yes : no }
        return closed.solutionLabel ?? closed.solution?.description
    }

    /// The question's header, text and options, and its pictures' addresses when `pictures` lists them.
    private func questionLines(_ shown: QuestionShown, pictures: [String]?) -> [String] {
        [questionHeader(shown)] + [shown.heading, shown.prompt].compactMap { $0 }
            + shown.options.enumerated().map { "  \($0.offset + 1)  \($0.element)" }
            + (shown.matches ?? []).enumerated().map { "  \(GameError.letter($0.offset + 1))  \($0.element)" }
            + (pictures ?? []).map { "  [\($0)]" }
    }
}
