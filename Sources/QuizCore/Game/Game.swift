import Foundation

/// A game over one pack: idle → playing ⇄ paused → finished.
///
/// A value: every step is a mutating function that returns the events to show, or throws a `GameError` and changes
/// nothing. A round opens with `start`, `next` or `skip`; answering or skipping the last round finishes the game, as
/// does `stop`. Paused time counts neither in the game's time nor in the time of an answer.
///
/// An answer that only a server can judge (a match, a quiz that came without its answer) takes two steps, so that
/// the game is never held while the server thinks: `answer` says what to check and changes nothing; the caller
/// asks the server, then records the verdict with `record(_:for:)`. A check that fails leaves the game as it was.
public struct Game: Sendable {
    public let pack: String
    public let title: String
    public let kind: ItemKind
    /// The options the game began with; its time limit as `changeTimeLimit(_:)` left it.
    public private(set) var options: GameOptions
    /// The questions of this game in the order they are played: filtered, rotated, shuffled and limited.
    public let questions: [Question]

    public private(set) var state = GameState.idle
    /// The rounds shown so far; the last one is the current round while the game is on.
    public private(set) var rounds: [Round] = []
    /// The rotation given, with this game's rounds at the back of the line: keep it for the next game.
    public private(set) var rotation: Rotation

    private let clock: any GameClock
    private var startedAt: Date?
    private var finishedAt: Date?
    private var pausedAt: Date?
    private var pausedTime: TimeInterval = 0
    /// The time limit of the open round: the game's when the round opened, nil once lifted.
    private var roundTimeLimit: TimeInterval?

    /// Lines up the game's questions.
    ///
    /// With `judgingHeldAnswers`, every answer that an item holds is judged here, a match's winner too, rather than
    /// by a server's check: the game of a local pack, which no server stands behind.
    public init(
        pack: Pack, options: GameOptions = GameOptions(), rotation: Rotation = Rotation(),
        clock: any GameClock = SystemClock(), judgingHeldAnswers: Bool = false
    ) throws(GameError) {
        if let limit = options.limit, limit < 1 { throw .invalidLimit(limit) }
        let questions = rotation.lineUp(pack, options: options).map { question in
            options.arranging(judgingHeldAnswers ? question.judgedBySolution : question)
        }
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

    public mutating func start() throws(GameError) -> [GameEvent] {
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

    /// Takes an answer to the current round, as typed (see `Question.parse(_:)`): judged at once when the item can
    /// judge it, or left unchanged for a server to check.
    public mutating func answer(_ typed: String) throws(GameError) -> AnswerStep {
        let round = try roundInPlay()
        guard !round.isClosed else { throw .alreadyAnswered(round: round.number) }
        let answer = try round.question.parse(typed)
        let answeredAt = clock.now()
        if case .none = round.question.check {
            return .judged(close(round, answer: answer, result: nil, at: answeredAt))
        }
        if let result = round.question.judgeLocally(answer) {
            var judged = round
            judged.nearMiss = result && round.question.isNearMiss(answer)
            return .judged(close(judged, answer: answer, result: result, at: answeredAt))
        }
        guard let request = CheckRequest(question: round.question, answer: answer) else {
            throw .noCheckRoute(round: round.number)
        }
        return .needsCheck(PendingCheck(round: round.number, answer: answer, request: request, answeredAt: answeredAt))
    }

    /// Records a server's verdict on the answer that `answer` left to check, as of the moment it was given; refused
    /// when the round is no longer the one open.
    public mutating func record(_ result: Bool, for pending: PendingCheck) throws(GameError) -> [GameEvent] {
        let round = try roundInPlay()
        guard round.number == pending.round, !round.isClosed else { throw .alreadyAnswered(round: pending.round) }
        return close(round, answer: pending.answer, result: result, at: pending.answeredAt)
    }

    public mutating func next() throws(GameError) -> [GameEvent] {
        let round = try roundInPlay()
        guard round.isClosed else { throw .unanswered(round: round.number) }
        return [open(at: clock.now())]
    }

    /// Leaves the current round unanswered and opens the next one, or finishes the game after the last.
    public mutating func skip() throws(GameError) -> [GameEvent] {
        let round = try roundInPlay()
        guard !round.isClosed else { throw .alreadyAnswered(round: round.number) }
        let now = clock.now()
        rounds[rounds.count - 1].isSkipped = true
        let events: [GameEvent] = [.skipped(rounds[rounds.count - 1])]
        if rounds.count == questions.count { return events + finish(at: now, stopped: false) }
        return events + [open(at: now)]
    }

    /// Closes the open round as wrong (a poll or an open question as unanswered, as `stop` does) when its time limit
    /// has run out: `[.timeUp(round)]`, and the end of the game after the last round; nothing otherwise. Call it
    /// before each step, so that a late answer is not taken.
    public mutating func checkTime() -> [GameEvent] {
        guard state == .playing, let limit = roundTimeLimit, let round = rounds.last, !round.isClosed else {
            return []
        }
        let now = clock.now()
        guard now.timeIntervalSince(round.shownAt) - round.pausedTime >= limit else { return [] }
        var closed = round
        if round.question.kind.hasNoRightAnswer { closed.isSkipped = true } else { closed.result = false }
        closed.timedOut = true
        closed.answeredAt = round.shownAt.addingTimeInterval(limit + round.pausedTime)
        rounds[rounds.count - 1] = closed
        let events: [GameEvent] = [.timeUp(closed)]
        return rounds.count == questions.count ? events + finish(at: now, stopped: false) : events
    }

    /// Whole seconds left to answer the open round, rounded up; nil without a limit or when no round is open.
    public var secondsLeft: Int? {
        guard state == .playing || state == .paused, let limit = roundTimeLimit, let round = rounds.last,
            !round.isClosed
        else { return nil }
        let spent = (pausedAt ?? clock.now()).timeIntervalSince(round.shownAt) - round.pausedTime
        return max(0, Int((limit - spent).rounded(.up)))
    }

    /// Sets the time limit of the rounds opened from now on. The open round keeps the limit it was shown with, so
    /// that a player is never short of time already spent; lifting the limit (nil) stops its countdown too.
    public mutating func changeTimeLimit(_ limit: TimeInterval?) {
        options.timeLimit = limit
        if limit == nil { roundTimeLimit = nil }
    }

    /// Shows one more of the current question's tips: the round with `hintsUsed` counting it, or as it was when
    /// every tip is shown already (or there is none).
    public mutating func hint() throws(GameError) -> Round {
        let round = try roundInPlay()
        guard !round.isClosed else { throw .alreadyAnswered(round: round.number) }
        if round.hintsUsed < round.question.tips.count { rounds[rounds.count - 1].hintsUsed += 1 }
        return rounds[rounds.count - 1]
    }

    public mutating func pause() throws(GameError) {
        try requireStarted(playing: nil, paused: .alreadyPaused)
        pausedAt = clock.now()
        state = .paused
    }

    public mutating func resume() throws(GameError) {
        try requireStarted(playing: .notPaused, paused: nil)
        endPause(at: clock.now())
        state = .playing
    }

    /// Ends the game now; a round left open counts as unanswered.
    public mutating func stop() throws(GameError) -> [GameEvent] {
        try requireStarted(playing: nil, paused: nil)
        let now = clock.now()
        endPause(at: now)
        if let last = rounds.indices.last, !rounds[last].isClosed { rounds[last].isSkipped = true }
        return finish(at: now, stopped: true)
    }

    private func roundInPlay() throws(GameError) -> Round {
        try requireStarted(playing: nil, paused: .paused)
        guard let round = rounds.last else { throw .notStarted }
        return round
    }

    /// Refuses a step before the start and after the end, and in the state, playing or paused, whose error is given.
    private func requireStarted(playing: GameError?, paused: GameError?) throws(GameError) {
        switch state {
        case .idle: throw .notStarted
        case .finished: throw .gameOver
        case .playing: if let playing { throw playing }
        case .paused: if let paused { throw paused }
        }
    }

    /// Closes `round` with its answer and verdict: the verdict, a milestone of the streak, and the end of the game
    /// after the last round. A question with no right answer closes with no verdict.
    private mutating func close(_ round: Round, answer: Answer, result: Bool?, at answeredAt: Date) -> [GameEvent] {
        var answered = round
        answered.answer = answer
        answered.result = result
        answered.answeredAt = answeredAt
        rounds[rounds.count - 1] = answered
        var events: [GameEvent] = [.verdict(answered)]
        let streak = score.currentStreak
        if result == true && (options.streakAlerts.map(Set.init) ?? Milestone.streaks).contains(streak) {
            events.append(.milestone(.streak(streak)))
        }
        if rounds.count == questions.count { events += finish(at: answeredAt, stopped: false) }
        return events
    }

    private mutating func open(at now: Date) -> GameEvent {
        let question = questions[rounds.count]
        let round = Round(number: rounds.count + 1, question: question, shownAt: now)
        rounds.append(round)
        roundTimeLimit = options.timeLimit
        rotation.played(question.id)
        return .opened(round)
    }

    private mutating func endPause(at now: Date) {
        guard let pausedAt else { return }
        let span = now.timeIntervalSince(pausedAt)
        pausedTime += span
        if let last = rounds.indices.last, !rounds[last].isClosed { rounds[last].pausedTime += span }
        self.pausedAt = nil
    }

    private mutating func finish(at now: Date, stopped: Bool) -> [GameEvent] {
        finishedAt = now
        state = .finished
        let score = self.score
        let record = GameRecord(
            date: now, pack: pack, title: title, kind: kind, options: options, stopped: stopped, score: score,
            time: elapsed, rounds: rounds.map(GameRecord.Entry.init)
        )
        let perfect = !stopped && score.right > 0 && score.right + score.opinions == questions.count
        return (perfect ? [.milestone(.perfectGame)] : []) + [.finished(record)]
    }
}
