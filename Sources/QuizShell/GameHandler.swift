import Foundation
import QuizAPI
import QuizClass
import QuizClient
import QuizCore
import QuizPacks

/// The commands of a game: `play`, `next`, `show`, `answer`, `hint`, `skip`, `pause`, `resume`, `stop`, `state`,
/// `score`; and what comes with its rounds: the timer, the alerts, the closing fact and the records kept.
final class GameHandler: ShellHandler {
    private let facts: FactHandler
    private let pictures: PictureLoader
    /// The game in play, or the last one played.
    var current: GameSession?

    init(session: SessionState, sources: SourceHandler, facts: FactHandler, pictures: PictureLoader) {
        self.facts = facts
        self.pictures = pictures
        super.init(session: session, sources: sources)
    }

    var game: Game? { current?.game }

    var isInPlay: Bool { game.map { $0.state == .playing || $0.state == .paused } ?? false }

    /// Refuses what would start while a game's question is open, which `skip`, `pause` and `next` still reach.
    func refuseWhileInPlay() throws {
        if let game, isInPlay, let round = game.current {
            throw CommandFailure(text.gameInProgress(round: round.number, of: game.questions.count))
        }
    }

    /// `play [N | next]`: a game of the loaded pack, or of its question N alone.
    func play(_ argument: String) async throws -> [String] {
        if argument.lowercased() == "next" || argument.lowercased() == "siguiente" { return try await next() }
        let pack = try session.loadedPack()
        guard pack.kind != .fact else { throw CommandFailure(text.factPackNotPlayable(pack.name)) }
        guard pack.count > 0 else { throw CommandFailure(text.gameError(.noQuestions(pack: pack.name, filter: nil))) }
        try refuseWhileInPlay()
        var chosen = pack
        var filter = settings.filter
        if let rating = filter.flatMap(RatingFilter.init) {
            let ratings = meanRatings(of: pack.name)
            chosen.items = pack.items.keeping { ratings[$0].map(rating.admits) ?? false }
            guard chosen.count > 0 else {
                throw CommandFailure(text.gameError(.noQuestions(pack: pack.name, filter: settings.filter)))
            }
            filter = nil
        }
        var options = GameOptions(
            seed: session.seed, filter: filter, limit: settings.rounds,
            shuffleAnswers: settings.shuffleAnswers ? true : nil, timeLimit: settings.timer.map(TimeInterval.init),
            streakAlerts: settings.alerts.customStreaks)
        if !argument.isEmpty {
            chosen.items = pack.items.only(at: try session.itemIndex(argument, in: pack, usage: .play))
            // Question N alone: neither the filter nor the number of rounds applies.
            (options.filter, options.limit) = (nil, nil)
        }
        let rotates = argument.isEmpty && settings.seed == nil
        // A rotation that could not be read is a new one, and a warning.
        let rotation = rotates ? session.warnIfFails { try records.rotation(for: pack.name) } ?? Rotation() : Rotation()
        let (started, events) = try await start(
            chosen, of: pack, options: options, rotation: rotation, rotates: rotates)
        current = started
        return [text.started(pack.name, rounds: started.game.questions.count, seed: rotates ? nil : options.seed)]
            + (await render(events))
    }

    /// Starts a game of `chosen`, items of `pack`, on the source in use: the game with how its answers are checked,
    /// and what its start did.
    func start(
        _ chosen: Pack, of pack: Pack, options: GameOptions, rotation: Rotation = Rotation(), rotates: Bool = false
    ) async throws -> (GameSession, [GameEvent]) {
        let source = sources.activeSource()
        let routes = await source.server?.routes(for: pack.name)
        var game = try CommandFailure.catching(text.gameError) {
            try Game(
                pack: chosen, options: options, rotation: rotation, clock: session.environment.clock,
                judgingHeldAnswers: source.server == nil)
        }
        let events = try CommandFailure.catching(text.gameError) { try game.start() }
        let synced = syncedAnswers(of: pack, on: source)
        let check = check(for: pack, routes: routes, on: source, synced: synced)
        let played = GameSession(
            game: game, source: source, routes: routes, check: check, syncedAnswers: synced, rotates: rotates)
        return (played, events)
    }

    func next() async throws -> [String] {
        await render(try step { try $0.next() })
    }

    func skip() async throws -> [String] {
        await render(try step { try $0.skip() })
    }

    /// Answers the open round; one that only a server can judge is checked first, and the game changes only once
    /// the verdict is in.
    func answer(_ typed: String) async throws -> [String] {
        var playing = try inPlay()
        guard !typed.isEmpty else { throw CommandFailure(text.usage(.answer)) }
        // An answer finished after the clock closed its round is late, not a mistake.
        if let round = playing.game.current, round.timedOut { return [marks.dim(text.lateAnswer(round))] }
        let asked = playing.game.current?.question
        let events = try await CommandFailure.catching(text.gameError) { try await playing.answer(typed) }
        current?.game = playing.game
        var lines = await render(events)
        if let asked, let (picked, reads) = asked.positionAndText(of: typed), case .choices(let answers) = asked.options
        {
            let note = text.numberIsPosition(picked, answers[picked - 1], reads: reads)
            lines.insert(marks.dim(note), at: min(1, lines.count))
        }
        return lines
    }

    func hint() throws -> [String] {
        guard current != nil else { throw CommandFailure(text.noGame) }
        return try hint(in: &current!)
    }

    /// The next tip of the open question of `played`, counted in its round; a failure when it gave none.
    func hint(in played: inout GameSession) throws -> [String] {
        let before = played.game.current?.hintsUsed
        let round = try CommandFailure.catching(text.gameError) { try played.game.hint() }
        let tips = round.question.tips
        guard !tips.isEmpty else { throw CommandFailure(text.noHints) }
        guard round.hintsUsed != before else { throw CommandFailure(text.noMoreHints(tips.count)) }
        return [text.hint(tips[round.hintsUsed - 1], number: round.hintsUsed, of: tips.count)]
    }

    func stop() async throws -> [String] {
        await render(try step { try $0.stop() })
    }

    /// Stops the clock and hides the question until `resume`.
    func pause() throws -> [String] {
        try step { try $0.pause() }
        return [text.paused]
    }

    /// Starts the clock again and shows the question that `pause` hid.
    func resume() async throws -> [String] {
        try step { try $0.resume() }
        return [text.resumed] + (try await show())
    }

    func show() async throws -> [String] {
        let game = try inPlay().game
        guard let round = game.current else { throw CommandFailure(text.gameError(.notStarted)) }
        guard game.state != .paused else { throw CommandFailure(text.gameError(.paused)) }
        var lines = await screen(round, of: current, total: game.questions.count)
        if round.result != nil { lines.append(verdictLine(round)) }
        return lines
    }

    /// The screen of `round`, one of `total`, with the pictures of its question as `played` reaches them.
    func screen(_ round: Round, of played: GameSession?, total: Int) async -> [String] {
        let drawn = await pictures.pictures(for: round, of: played)
        return RoundScreen(text: text, marks: marks).lines(for: round, of: total, pictures: drawn)
    }

    /// `state`: the current round's result as the engine keeps it, and every round's.
    func state() throws -> [String] {
        let game = try inPlay().game
        let width = max(text.resultShown(nil).count, text.resultShown(false).count)
        return [text.stateHeader(game.current, total: game.questions.count, state: game.state)]
            + game.rounds.map { round in
                let result = text.resultShown(round.result).padded(toColumns: width)
                let line = "\(round.number)  \(result)  " + RoundScreen.summary(of: round.question)
                if let answer = round.answer { return line + " → " + text.answerLabel(answer, in: round.question) }
                return round.isSkipped ? line + " → " + text.skippedRound : line
            }
    }

    func score() throws -> [String] {
        let game = try inPlay().game
        return [text.score(game.score, elapsed: game.elapsed)]
    }

    /// Closes the open round when its time has run out, before a command runs, and raises the alert of time
    /// played: the lines that say so.
    func expireRound() async -> [String] {
        // Without a time limit or an alert of time played there is nothing to look at.
        guard let game, game.options.timeLimit != nil || settings.alerts.time != nil else { return [] }
        let events = current?.game.checkTime() ?? []
        var lines = events.isEmpty ? [] : await render(events)
        if let limit = settings.alerts.time, let current, !current.timeAlerted, current.game.state == .playing,
            current.game.elapsed >= Double(limit)
        {
            self.current?.timeAlerted = true
            lines.insert(alert(text.timeAlert(limit)), at: 0)
        }
        return lines
    }

    private func inPlay() throws -> GameSession {
        guard let current else { throw CommandFailure(text.noGame) }
        return current
    }

    /// Takes a step of the game in play, turning a refusal into the words of the messages.
    @discardableResult
    private func step<T>(_ body: (inout Game) throws -> T) throws -> T {
        guard current != nil else { throw CommandFailure(text.noGame) }
        return try CommandFailure.catching(text.gameError) { try body(&current!.game) }
    }

    /// How the game's answers that only a server can judge are checked: by the source's check route, the
    /// downloaded copy judging what it can when the server stops answering; by the copy alone when offline. None
    /// for a local pack, whose game judges every answer itself. A failure says why in the words of the messages.
    private func check(for pack: Pack, routes: APIRoutes?, on source: any PackSource, synced: [Int: String])
        -> (@Sendable (CheckRequest) async throws -> Bool)?
    {
        guard let routes, let server = source.server else { return nil }
        let isServer = if case .http = source.address { true } else { false }
        let remote = RemoteCheck(routes: routes, transport: server.transport)
        let offline = OfflineCheck(pack: pack, answers: synced)
        let text = self.text
        let notices = session.notices
        guard !(session.offline && isServer) else {
            return { request in try CommandFailure.catching(text.offlineUnavailable) { try offline.check(request) } }
        }
        return { request in
            do throws(TransportError) {
                return try await remote.check(request)
            } catch {
                // A server that stopped answering: the downloaded data judges what it can, and says so.
                guard Downloader.fallsBack(error), let judged = try? offline.check(request) else {
                    throw CommandFailure(text.transport(error))
                }
                notices.change { $0.append(.judgedFromCopy(url: error.url, because: error)) }
                return judged
            }
        }
    }

    /// The answers `sync` kept for a pack of quizzes of the server in use.
    private func syncedAnswers(of pack: Pack, on source: any PackSource) -> [Int: String] {
        guard pack.kind == .quiz, case .http = source.address, let server = source.server else { return [:] }
        return (try? records.answers(pack: pack.name, source: PackSync.source(of: server.routes))) ?? [:]
    }

    /// The lines of a step's events: round screens, verdicts, alerts, the end of the game with its closing fact.
    private func render(_ events: [GameEvent]) async -> [String] {
        guard let game else { return [] }
        var lines: [String] = []
        var (judged, over): (Round?, Bool) = (nil, false)
        for event in events {
            switch event {
            case .opened(let round):
                lines += await screen(round, of: current, total: game.questions.count)
            case .verdict(let round):
                judged = round
                lines += await verdictLines(round, of: current) + scoreAlert()
            case .skipped(let round):
                lines.append(text.skipped(round))
            case .timeUp(let round):
                judged = round
                lines.append(verdictLine(round, revealing: await current?.serverAnswer(to: round)))
            case .milestone(let milestone):
                lines.append(alert(text.milestone(milestone)))
            case .finished(let record):
                lines.append(marks.bold(text.finished(record)))
                let fact = await facts.closingFact()
                let finished = FinishedGame(
                    record: record, rotation: current?.rotates == true ? game.rotation : nil,
                    factLine: fact.map { ($0.pack, $0.line) })
                session.warnIfFails { try records.keep(finished) }
                lines += fact?.lines ?? []
                over = true
            }
        }
        // A round judged in a game that goes on waits for `next`.
        if !over, judged?.isClosed == true { lines.append(marks.dim(text.nextHint)) }
        return lines
    }

    /// The score alert, once a game's right answers reach the share the player set.
    private func scoreAlert() -> [String] {
        guard let current, !current.scoreAlerted, let percent = settings.alerts.score else { return [] }
        let right = current.game.score.right
        let total = current.game.questions.count
        guard total > 0, right * 100 >= percent * total else { return [] }
        self.current?.scoreAlerted = true
        return [alert(text.scoreAlert(percent, right: right, of: total))]
    }

    /// An alert's line: highlighted, with the terminal bell when `set bell on`.
    private func alert(_ line: String) -> String {
        settings.alerts.bell ? marks.ringing(marks.yellow(line)) : marks.yellow(line)
    }

    /// A verdict's lines: a film's poster losing its colour, then the verdict, with the right answer when only the
    /// server knew it.
    func verdictLines(_ round: Round, of played: GameSession?) async -> [String] {
        let poster = await pictures.verdictPoster(for: round, of: played) ?? []
        return poster + [verdictLine(round, revealing: await played?.serverAnswer(to: round))]
    }

    private func verdictLine(_ round: Round, revealing answer: String? = nil) -> String {
        let line = text.verdict(round, revealing: answer)
        return round.result == true ? marks.green(line) : marks.red(line)
    }
}
