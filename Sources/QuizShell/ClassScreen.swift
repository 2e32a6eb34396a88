import QuizClass
import QuizCore

/// Turns what a room's server sends into the lines a host or player reads, in their language, with every text that
/// came from the server made safe for the terminal.
public struct ClassScreen: Sendable {
    public let text: Messages

    public init(text: Messages) {
        self.text = text
    }

    /// - Parameter pictures: a question's pictures as drawn lines, in place of the list of their addresses.
    public func lines(for message: ServerMessage, pictures: [String] = []) -> [String] {
        guard case .question(let shown) = message, !pictures.isEmpty else { return raw(message).map(TerminalText.safe) }
        return question(shown, pictures: nil).map(TerminalText.safe) + pictures
            + [text.answerHint(shown)].map(TerminalText.safe)
    }

    private func raw(_ message: ServerMessage) -> [String] {
        switch message {
        case .welcome(let welcome) where welcome.role == .host:
            [welcome.until == nil ? text.hostCommands : text.homeworkHostCommands]
        case .welcome(let welcome): [text.joined(welcome)] + (welcome.until.map { [text.homeworkUntil($0)] } ?? [])
        case .lobby(let players): [text.lobby(players)]
        case .question(let shown):
            question(shown, pictures: shown.pictures) + (shown.teamTalk.map { [text.teamTalk($0)] } ?? [])
                + [text.answerHint(shown)]
        case .received(let question): [text.answerTaken(question)]
        case .progress(let question, let answered, let players):
            [text.progress(question: question, answered: answered, players: players)]
        case .closed(let closed): lines(for: closed)
        case .podium(let podium):
            (podium.teams.map { [text.teamPodiumTitle] + $0.flatMap(text.teamStanding) } ?? []) + [text.podiumTitle]
                + podium.standings.map(text.standing) + (podium.you.map { [text.yourPlace($0)] } ?? [])
        case .done(let done): text.homeworkDone(done)
        case .kicked: [text.kickedOut]
        case .locked(let locked): [text.roomLocked(locked)]
        case .error(let code, let detail, let reason):
            [text.roomError(code, detail: reason.map(text.gameError) ?? detail)]
        case .pong: []
        }
    }

    private func lines(for closed: QuestionClosed) -> [String] {
        // A homework player's own close, which has no leaderboard: the question is done for them alone.
        let ownClose = closed.you != nil && closed.top.isEmpty
        return [text.closedHeader(closed.question, solution: solution(closed), ownClose: ownClose)]
            + text.counts(closed) + (closed.you.map { [text.verdict($0, opinion: closed.opinion == true)] } ?? [])
            + (ownClose ? [] : [text.leaderboardTitle] + closed.top.map(text.standing))
    }

    private func solution(_ closed: QuestionClosed) -> String? {
        if let solution = closed.solution, case Answer.yesNo(let flag) = solution { return flag ? text.yes : text.no }
        return closed.solutionLabel ?? closed.solution?.description
    }

    /// The question's header, text and options, and its pictures' addresses when `pictures` lists them.
    private func question(_ shown: QuestionShown, pictures: [String]?) -> [String] {
        [text.questionHeader(shown)] + [shown.heading, shown.prompt].compactMap { $0 }
            + shown.options.enumerated().map { "  \($0.offset + 1)  \($0.element)" }
            + (shown.matches ?? []).enumerated().map { "  \(GameError.letter($0.offset + 1))  \($0.element)" }
            + (pictures ?? []).map { "  [\($0)]" }
    }
}
