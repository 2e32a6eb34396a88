import Foundation

/// A game over one pack: idle → playing ⇄ paused → finished.
///
/// Every step returns the events to show, or throws a `GameError` and changes nothing. A round opens with `start`,
/// `next` or `skip`; answering or skipping the last round finishes the game, as does `stop`. Paused time counts
/// neither in the game's time nor in the time of an answer.
///
/// ```swift
/// let remote = RemoteCheck(routes: routes.scoped(to: pack.name), transport: transport)
/// let game = try Game(pack: pack, options: GameOptions(seed: 7), check: remote.check)
/// var events = try await game.start()            // [.opened(round 1)]
/// events = try await game.answer("españa")       // [.verdict(round 1)] and any milestone
/// events = try await game.next()                 // [.opened(round 2)]
/// ```
public actor Game {
    /// The pack's name and title, and its kind.
    public nonisolated let pack: String
    public nonisolated let title: String
    public nonisolated let kind: ItemKind
    public nonisolated let options: GameOptions
    /// The questions of this game in the order they are played: filtered, rotated, shuffled and limited.
    public nonisolated let questions: [Question]

    public private(set) var state = GameState.idle
    /// The rounds shown so far; the last one is the current round while the game is on.
    public private(set) var rounds: [Round] = []
    /// The rotation given, with this game's rounds at the back of the line: keep it for the next game.
    public private(set) var rotation: Rotation
    /// True while an answer is with the server; every other step is refused until it comes back.
    public private(set) var isChecking = false

    private let clock: any GameClock
    private let serverCheck: ServerCheck?
    private var startedAt: Date?
    private var finishedAt: Date?
    private var pausedAt: Date?
    private var pausedTime: TimeInterval = 0

    /// Lines up the game's questions; `check` judges the questions that only a server can (matches, quizzes
    /// without their answer).
    public init(
        pack: Pack, options: GameOptions = GameOptions(), rotation: Rotation = Rotation(),
        clock: any GameClock = SystemClock(), check: ServerCheck? = nil
    ) throws(GameError) {
        if let limit = options.limit, limit < 1 { throw .invalidLimit(limit) }
        let questions = rotation.lineUp(pack, options: options).map(options.arranging)
        guard !questions.isEmpty else {
            throw .noQuestions(pack: pack.name, filter: pack.count == 0 ? nil : options.filter)
        }
        self.pack = pack.name
        self.title = pack.title
        self.kind = pack.kind
        self.options = options
        self.questions = questions
        self.rotation = rotation
        self.clock = clock
        self.serverCheck = check
    }

    /// The round on the table, answered or not; nil before the start and after the end.
    public var current: Round? { state == .playing || state == .paused ? rounds.last : nil }

    public var score: Score { Score(rounds: rounds) }

    /// Time played so far, paused time excluded.
    public var elapsed: TimeInterval {
        guard let startedAt else { return 0 }
        let end = finishedAt ?? pausedAt ?? clock.now()
        return max(0, end.timeIntervalSince(startedAt) - pausedTime)
    }

    /// Starts the clock and opens the first round.
    public func start() throws(GameError) -> [GameEvent] {
        switch state {
        case .idle: break
        case .playing, .paused: throw .alreadyStarted
        case .finished: throw .gameOver
        }
        let now = clock.now()
        startedAt = now
        state = .playing
        rotation.beginGame()
        return [open(at: now)]
    }

    /// Checks an answer to the current round, as typed (see `Question.parse(_:)`).
    ///
    /// A question the item can't judge goes to the server; until the server answers, the round stays open and
    /// every other step is refused. When the server can't be reached the round stays as it was and the same answer
    /// can be sent again.
    public func answer(_ typed: String) async throws(GameError) -> [GameEvent] {
        let round = try roundInPlay()
        guard !round.isClosed else { throw .alreadyAnswered(round: round.number) }
        let answer = try round.question.parse(typed)
        let answeredAt = clock.now()
        let result = try await judge(answer, in: round)

        var answered = round
        answered.answer = answer
        answered.result = result
        answered.answeredAt = answeredAt
        rounds[rounds.count - 1] = answered
        var events: [GameEvent] = [.verdict(answered)]
        let streak = score.currentStreak
        if result && (options.streakAlerts.map(Set.init) ?? Milestone.streaks).contains(streak) {
            events.append(.milestone(.streak(streak)))
        }
        if rounds.count == questions.count { events += finish(at: answeredAt, stopped: false) }
        return events
    }

    /// Opens the next round once the current one is answered.
    public func next() throws(GameError) -> [GameEvent] {
        let round = try roundInPlay()
        guard round.isClosed else { throw .unanswered(round: round.number) }
        return [open(at: clock.now())]
    }

    /// Leaves the current round unanswered and opens the next one, or finishes the game after the last.
    public func skip() throws(GameError) -> [GameEvent] {
        let round = try roundInPlay()
        guard !round.isClosed else { throw .alreadyAnswered(round: round.number) }
        let now = clock.now()
        rounds[rounds.count - 1].isSkipped = true
        let events: [GameEvent] = [.skipped(rounds[rounds.count - 1])]
        if rounds.count == questions.count { return events + finish(at: now, stopped: false) }
        return events + [open(at: now)]
    }

    /// Closes the open round as wrong when its time limit has run out: `[.timeUp(round)]`, and the end of the game
    /// after the last round; nothing otherwise. Call it before each step, so that a late answer is not taken.
    public func checkTime() -> [GameEvent] {
        guard state == .playing, let limit = options.timeLimit, let round = rounds.last, !round.isClosed else {
            return []
        }
        let now = clock.now()
        guard now.timeIntervalSince(round.shownAt) - round.pausedTime >= limit else { return [] }
        var closed = round
        closed.result = false
        closed.timedOut = true
        closed.answeredAt = round.shownAt.addingTimeInterval(limit + round.pausedTime)
        rounds[rounds.count - 1] = closed
        let events: [GameEvent] = [.timeUp(closed)]
        return rounds.count == questions.count ? events + finish(at: now, stopped: false) : events
    }

    /// Whole seconds left to answer the open round, rounded up; nil without a limit or when no round is open.
    public var secondsLeft: Int? {
        guard state == .playing || state == .paused, let limit = options.timeLimit, let round = rounds.last,
            !round.isClosed
        else { return nil }
        let spent = (pausedAt ?? clock.now()).timeIntervalSince(round.shownAt) - round.pausedTime
        return max(0, Int((limit - spent).rounded(.up)))
    }

    /// Shows one more of the current question's tips: the round with `hintsUsed` counting it, or as it was when
    /// every tip is shown already (or there is none).
    public func hint() throws(GameError) -> Round {
        let round = try roundInPlay()
        guard !round.isClosed else { throw .alreadyAnswered(round: round.number) }
        if round.hintsUsed < round.question.tips.count { rounds[rounds.count - 1].hintsUsed += 1 }
        return rounds[rounds.count - 1]
    }

    /// Stops the clock until `resume`.
    public func pause() throws(GameError) {
        switch state {
        case .idle: throw .notStarted
        case .paused: throw .alreadyPaused
        case .finished: throw .gameOver
        case .playing: break
        }
        try refuseWhileChecking()
        pausedAt = clock.now()
        state = .paused
    }

    /// Starts the clock again after `pause`.
    public func resume() throws(GameError) {
        switch state {
        case .idle: throw .notStarted
        case .playing: throw .notPaused
        case .finished: throw .gameOver
        case .paused: break
        }
        endPause(at: clock.now())
        state = .playing
    }

    /// Ends the game now; a round left open counts as unanswered.
    public func stop() throws(GameError) -> [GameEvent] {
        switch state {
        case .idle: throw .notStarted
        case .finished: throw .gameOver
        case .playing, .paused: break
        }
        try refuseWhileChecking()
        let now = clock.now()
        endPause(at: now)
        if let last = rounds.indices.last, !rounds[last].isClosed { rounds[last].isSkipped = true }
        return finish(at: now, stopped: true)
    }

    /// The current round, when the game is on and no answer is being checked.
    private func roundInPlay() throws(GameError) -> Round {
        switch state {
        case .idle: throw .notStarted
        case .paused: throw .paused
        case .finished: throw .gameOver
        case .playing: break
        }
        try refuseWhileChecking()
        guard let round = rounds.last else { throw .notStarted }
        return round
    }

    private func refuseWhileChecking() throws(GameError) {
        if isChecking { throw .checkInProgress(round: rounds.count) }
    }

    private func judge(_ answer: Answer, in round: Round) async throws(GameError) -> Bool {
        if let result = round.question.judgeLocally(answer) { return result }
        guard let serverCheck, let request = CheckRequest(question: round.question, answer: answer) else {
            throw .noServerCheck(round: round.number)
        }
        isChecking = true
        defer { isChecking = false }
        do {
            return try await serverCheck(request)
        } catch is CancellationError {
            throw .checkFailed(round: round.number, reason: "cancelled")
        } catch {
            throw .checkFailed(round: round.number, reason: String(describing: error))
        }
    }

    private func open(at now: Date) -> GameEvent {
        let question = questions[rounds.count]
        let round = Round(number: rounds.count + 1, question: question, shownAt: now)
        rounds.append(round)
        rotation.played(question.id)
        return .opened(round)
    }

    private func endPause(at now: Date) {
        guard let pausedAt else { return }
        let span = now.timeIntervalSince(pausedAt)
        pausedTime += span
        if let last = rounds.indices.last, !rounds[last].isClosed { rounds[last].pausedTime += span }
        self.pausedAt = nil
    }

    private func finish(at now: Date, stopped: Bool) -> [GameEvent] {
        finishedAt = now
        state = .finished
        let score = self.score
        let record = GameRecord(
            date: now, pack: pack, title: title, kind: kind, options: options, stopped: stopped, score: score,
            time: elapsed, rounds: rounds.map(GameRecord.Entry.init)
        )
        let perfect = !stopped && score.right == questions.count
        return (perfect ? [.milestone(.perfectGame)] : []) + [.finished(record)]
    }
}
