import Foundation
import QuizCore

/// One class room: its players, its questions and where the game stands, as a value that every step changes and
/// that says what to send to whom. It knows no transport and no clock: each step takes the time it happens.
///
/// The game goes lobby → question open → question closed → ... → finished. The host's `next` opens the first
/// question, closes an open one, or opens the next; the last question's `next` ends the game. A question closes at its
/// deadline (`tick`), when every connected player has answered, or on the host's `skip`. No message carries a
/// question's solution before it closes. A homework room (`RoomSettings.until`) has no `next`: each player goes
/// through the questions at their own pace until the deadline (`Room+Homework.swift`).
public struct Room: Sendable {
    /// A message for the host, the screens that watch, or one player (by `PlayerName.key`).
    public struct Delivery: Codable, Sendable, Hashable {
        public enum Recipient: Codable, Sendable, Hashable {
            /// The connections that hold the host key.
            case host
            /// The screens that watch without the key (`ClientMessage.watch`): they see what the host sees, but not
            /// the answers and counts of a room that hides them from players.
            case watchers
            case player(String)
        }

        public var to: Recipient
        public var message: ServerMessage

        public init(to: Recipient, message: ServerMessage) {
            self.to = to
            self.message = message
        }
    }

    enum Phase: Codable, Sendable, Hashable {
        case lobby
        case open(index: Int, openedAt: Date, deadline: Date)
        case closed(index: Int)
        /// A homework room before its deadline: each player is on a question of their own.
        case assigned
        case finished(at: Date)
    }

    public let pin: String
    public let packName: String
    public let title: String
    public let language: String
    public let settings: RoomSettings
    public let openedAt: Date
    public internal(set) var lastActivity: Date
    public let hostKey: String
    let questions: [Question]
    var phase = Phase.lobby
    /// Players by `PlayerName.key`, and those keys in the order they joined: at most `ClassProtocol.maximumPlayers`.
    var players: [String: RoomPlayer] = [:]
    var order: [String] = []
    /// Whether the host closed the room to new names; its players may still come back.
    public internal(set) var isLocked = false
    /// The device keys of the players the host sent out, the latest `ClassProtocol.maximumPlayers`.
    var sentOut: [String] = []
    /// How many questions have been opened.
    var asked = 0
    /// How many connected players have answered question `index`, and how many are connected: counted over every
    /// player when a question opens or who is connected changes, then kept up as answers come, rather than by a pass
    /// over the whole room at every answer.
    var attendance: (index: Int, answered: Int, present: Int)?

    /// A room over `pack`'s questions that the room can judge (a quiz without its answer cannot be), shuffled by the
    /// settings' seed unless the pack is mixed, a teacher's quiz kept in its order, and cut to their number; nil when
    /// none is left.
    public init?(pin: String, hostKey: String, pack: Pack, settings: RoomSettings, now: Date) {
        var generator = SeededGenerator(seed: settings.seed)
        let playable = Question.all(in: pack.items).filter { $0.check != .remote || $0.solution != nil }
        let ordered = pack.kind == .mixed ? playable : playable.shuffled(using: &generator)
        let questions = Array(ordered.prefix(max(1, settings.questions ?? ordered.count)))
        guard !questions.isEmpty else { return nil }
        self.pin = pin
        self.hostKey = hostKey
        packName = pack.name
        title = pack.title
        language = pack.language
        self.settings = settings
        self.questions = questions
        openedAt = now
        lastActivity = now
        if settings.until != nil {
            phase = .assigned
            asked = questions.count
        }
    }

    /// When the open question closes; nil when none is open.
    public var deadline: Date? {
        if case .open(_, _, let deadline) = phase { return deadline }
        if case .assigned = phase { return homeworkDeadline }
        return nil
    }

    public var isFinished: Bool { if case .finished = phase { true } else { false } }

    /// Where the game stands, as a player's welcome tells it.
    var game: Welcome.Game? {
        switch phase {
        case .lobby, .assigned: nil
        case .open, .closed: .underWay
        case .finished: .over
        }
    }

    /// The players, in the order they joined.
    public var playerNames: [String] {
        order.compactMap { players[$0]?.name.description }
    }

    public var standings: [Standing] {
        Standing.rank(
            order.compactMap { players[$0] }.map { (name: $0.name.description, points: $0.points, right: $0.right) })
    }

    /// The results to keep once the game is over; nil before.
    public var results: ClassResults? {
        guard case .finished = phase else { return nil }
        var results = report
        results.hostKey = hostKey
        return results
    }

    /// The results as they stand, every question asked with every answer given in time: what the host's report page
    /// shows while the game goes on, ended at the last thing that happened until the game ends.
    public var report: ClassResults {
        var end = lastActivity
        if case .finished(let at) = phase { end = at }
        let answered = order.compactMap { players[$0] }
        let asked = questions.prefix(asked).enumerated().map { index, question in
            AskedQuestion(
                number: index + 1, prompt: question.prompt,
                solution: question.solution.map { AskedQuestion.words($0, of: question) },
                opinion: question.kind.hasNoRightAnswer ? true : nil, yesNo: question.options == .yesNo ? true : nil,
                card: CardIdentity.of(question),
                answers: answered.compactMap { player in
                    player.answers[index].map {
                        AskedQuestion.Given(
                            player: player.name.description, answer: AskedQuestion.words($0.answer, of: question),
                            right: $0.right, seconds: $0.seconds, points: $0.points)
                    }
                }, unasked: unasked(index))
        }
        return ClassResults(
            pin: pin, pack: packName, title: title, startedAt: openedAt, endedAt: end, questions: self.asked,
            standings: standings, asked: asked, teams: teamStandings)
    }

    /// The players that question `index` does not count, in the order they joined: those who joined after it was
    /// asked, and in a homework room before its deadline those not through it; nil when none.
    private func unasked(_ index: Int) -> [String]? {
        let homework = if case .assigned = phase { true } else { false }
        let names = order.compactMap { players[$0] }.filter { homework ? $0.at <= index : $0.from > index }
            .map(\.name.description)
        return names.isEmpty ? nil : names
    }

    // MARK: Connections

    /// Takes a connection as the host's, when it holds the host key; then brings it up to date.
    public mutating func host(key: String, now: Date) throws(RoomError) -> [Delivery] {
        guard ConstantTimeComparison.equal(key, hostKey) else { throw .wrongKey }
        lastActivity = now
        return watch(as: .host, now: now).map { Delivery(to: .host, message: $0) }
    }

    /// What a screen that only watches (or one of the host's) receives on arriving: the room and a homework room's
    /// deadline, the lobby, the lock, and the game as it stands; to a watcher, without the answers and counts of a
    /// room that hides them from players.
    public func watch(as screen: Delivery.Recipient = .watchers, now: Date) -> [ServerMessage] {
        let welcome = Welcome(
            role: screen == .host ? .host : .watcher, pin: pin, title: title, questions: questions.count,
            seconds: settings.seconds, pack: packName, language: language, until: settings.until?.formatted(.iso8601))
        return [.welcome(welcome), .lobby(players: playerNames)] + (isLocked ? [.locked(true)] : [])
            + catchingUp(screen, now: now).map(\.message)
    }

    // MARK: Playing

    /// Takes a player's answer to the open question, timed now; the verdict waits for the close.
    public mutating func answer(player key: String, question number: Int, typed: String, now: Date) throws(RoomError)
        -> [Delivery]
    {
        if isHomework { return try answerHomework(player: key, question: number, typed: typed, now: now) }
        var deliveries = tick(now: now)
        guard let player = players[key] else { throw .notIdentified }
        guard case .open(let index, let openedAt, _) = phase, index == number - 1 else {
            // The deadline passed before this answer came: the close goes out, and the refusal with it.
            guard !deliveries.isEmpty else { throw .notOpen(question: number) }
            let late = RoomError.notOpen(question: number)
            return deliveries + [Delivery(to: .player(key), message: .error(code: late.code, detail: late.description))]
        }
        guard player.answers[index] == nil else { throw .alreadyAnswered(question: number) }
        if now < openedAt { throw .teamTalk(seconds: Int(openedAt.timeIntervalSince(now).rounded(.up))) }
        try record(typed, to: index, after: now.timeIntervalSince(openedAt), by: key)
        lastActivity = now
        if player.connected, let counted = attendance, counted.index == index { attendance?.answered += 1 }
        deliveries.append(Delivery(to: .player(key), message: .received(question: number)))
        deliveries += screens(progress(index, answeredCount(index)))
        return deliveries + closingIfAllAnswered(now: now)
    }

    /// Closes the open question once its deadline has passed; in a homework room, moves on each player whose question
    /// ran out, and ends the game at the room's deadline.
    public mutating func tick(now: Date) -> [Delivery] {
        if case .assigned = phase { return homeworkTick(now: now) }
        guard case .open(let index, _, let deadline) = phase, now >= deadline else { return [] }
        return close(index, now: now)
    }

    /// The host's `next`: opens the first question, closes the open one, opens the next, or after the last ends the
    /// game.
    public mutating func next(key: String, now: Date) throws(RoomError) -> [Delivery] {
        guard ConstantTimeComparison.equal(key, hostKey) else { throw .wrongKey }
        lastActivity = now
        switch phase {
        case .lobby: return open(0, now: now)
        case .open(let index, _, _): return close(index, now: now)
        case .closed(let index) where index + 1 < questions.count: return open(index + 1, now: now)
        case .closed: return finish(now: now)
        case .assigned: throw .homework(until: settings.until ?? now)
        case .finished: throw .gameOver
        }
    }

    /// The host's `skip`: closes the open question now, the answers given keeping their points; refused when none is
    /// open, so that it never opens one.
    public mutating func skip(key: String, now: Date) throws(RoomError) -> [Delivery] {
        guard ConstantTimeComparison.equal(key, hostKey) else { throw .wrongKey }
        switch phase {
        case .lobby, .closed: throw .noQuestionOpen
        case .open, .assigned, .finished: return try next(key: key, now: now)
        }
    }

    /// The host ends the game: an open question closes first, then the podium.
    public mutating func end(key: String, now: Date) throws(RoomError) -> [Delivery] {
        guard ConstantTimeComparison.equal(key, hostKey) else { throw .wrongKey }
        guard !isFinished else { throw .gameOver }
        lastActivity = now
        var deliveries: [Delivery] = []
        if case .open(let index, _, _) = phase { deliveries += close(index, now: now) }
        return deliveries + finish(now: now)
    }

    // MARK: Steps

    private mutating func open(_ index: Int, now: Date) -> [Delivery] {
        let answersFrom = now.addingTimeInterval(Double(teamTalk))
        let deadline = answersFrom.addingTimeInterval(Double(settings.seconds))
        phase = .open(index: index, openedAt: answersFrom, deadline: deadline)
        asked = max(asked, index + 1)
        attendance = nil
        return everyone(.question(shown(index, now: now))) + screens(progress(index, answeredCount(index)))
    }

    private mutating func close(_ index: Int, now: Date) -> [Delivery] {
        phase = .closed(index: index)
        lastActivity = now
        let summary = ClosingSummary(self, index)
        return ([.host, .watchers] + connectedPlayers.map { .player($0) }).map {
            Delivery(to: $0, message: .closed(closed(index, as: $0, summary)))
        }
    }

    mutating func finish(now: Date) -> [Delivery] {
        phase = .finished(at: now)
        let podium = Podium(questions: asked, standings: standings, teams: teamStandings)
        let byName = Self.byName(podium.standings)
        return screens(.podium(podium))
            + connectedPlayers.map { key in
                var own = podium
                own.you = players[key].flatMap { byName[$0.name.description] }
                return Delivery(to: .player(key), message: .podium(own))
            }
    }

    mutating func closingIfAllAnswered(now: Date) -> [Delivery] {
        guard case .open(let index, _, _) = phase else { return [] }
        let (answered, present) = answeredCount(index)
        guard answered == present, present > 0 else { return [] }
        return close(index, now: now)
    }

    /// What a connection that arrives in the middle of the game needs: the open question with its time left, the
    /// last close, or the podium.
    func catchingUp(_ recipient: Delivery.Recipient, now: Date) -> [Delivery] {
        let key: String? = if case .player(let key) = recipient { key } else { nil }
        switch phase {
        case .lobby: return []
        case .open(let index, _, _):
            var deliveries = [Delivery(to: recipient, message: .question(shown(index, now: now)))]
            if let key, players[key]?.answers[index] != nil {
                deliveries.append(Delivery(to: recipient, message: .received(question: index + 1)))
            }
            if key == nil { deliveries.append(Delivery(to: recipient, message: progress(index, counting(index)))) }
            return deliveries
        case .closed(let index): return [Delivery(to: recipient, message: .closed(closed(index, as: recipient)))]
        case .assigned: return key == nil ? homeworkProgress().map { Delivery(to: recipient, message: $0) } : []
        case .finished:
            var podium = Podium(questions: asked, standings: standings, teams: teamStandings)
            let name = key.flatMap { players[$0]?.name.description }
            podium.you = podium.standings.first { $0.name == name }
            return [Delivery(to: recipient, message: .podium(podium))]
        }
    }

    // MARK: Messages

    private var connectedPlayers: [String] {
        order.filter { players[$0]?.connected == true }
    }

    /// Who learns of a change of the lobby: the host and the watchers always; every player while the room is as small
    /// as a class (`ClassProtocol.lobbyForEveryone`), beyond that only the player joining, so that a room of a
    /// thousand does not send a million lists of names.
    func lobby(joining: String?) -> [Delivery] {
        let message = ServerMessage.lobby(players: playerNames)
        if players.count <= ClassProtocol.lobbyForEveryone, !isHomework { return everyone(message) }
        return screens(message) + (joining.map { [Delivery(to: .player($0), message: message)] } ?? [])
    }

    /// The host's connections and the watchers.
    func screens(_ message: ServerMessage) -> [Delivery] {
        [Delivery(to: .host, message: message), Delivery(to: .watchers, message: message)]
    }

    private func everyone(_ message: ServerMessage) -> [Delivery] {
        screens(message) + connectedPlayers.map { Delivery(to: .player($0), message: message) }
    }

    private func shown(_ index: Int, now: Date) -> QuestionShown {
        var left = Double(settings.seconds)
        var talk = 0.0
        if case .open(_, let answersFrom, let deadline) = phase {
            left = max(0, deadline.timeIntervalSince(now))
            talk = max(0, answersFrom.timeIntervalSince(now))
        }
        var shown = QuestionShown(
            questions[index], number: index + 1, count: questions.count, seconds: settings.seconds, secondsLeft: left)
        if teamTalk > 0 { shown.teamTalk = talk }
        return shown
    }

    /// The screens' counts of answers once the players changed: the open question's, or each question's of a
    /// homework room, whose counts are out of every player.
    func progressOfPlayers() -> [Delivery] {
        switch phase {
        case .open(let index, _, _): screens(progress(index, counting(index)))
        case .assigned: homeworkProgress().flatMap(screens)
        default: []
        }
    }

    func progress(_ index: Int, _ counts: (answered: Int, present: Int)) -> ServerMessage {
        .progress(question: index + 1, answered: counts.answered, players: counts.present)
    }

    /// How many connected players have answered question `index`, and how many are connected, kept for the answers
    /// to come.
    private mutating func answeredCount(_ index: Int) -> (answered: Int, present: Int) {
        let counts = counting(index)
        attendance = (index, counts.answered, counts.present)
        return counts
    }

    private func counting(_ index: Int) -> (answered: Int, present: Int) {
        if let counted = attendance, counted.index == index { return (counted.answered, counted.present) }
        var answered = 0
        var present = 0
        for player in players.values where player.connected {
            present += 1
            if player.answers[index] != nil { answered += 1 }
        }
        return (answered, present)
    }
}
