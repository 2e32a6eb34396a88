import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// The commands of a game: `play`, `next`, `show`, `answer`, `skip`, `pause`, `resume`, `stop`, `state`, `score`.
extension Interpreter {
    func play(_ argument: String) async throws -> [String] {
        if argument.lowercased() == "next" || argument.lowercased() == "siguiente" { return try await nextRound() }
        if argument.lowercased() == "randomplay" { return try await startRandomPlay() }
        let pack = try loadedPack()
        guard pack.kind != .fact else { throw CommandFailure(text.factPackNotPlayable(pack.name)) }
        guard pack.count > 0 else { throw CommandFailure(text.gameError(.noQuestions(pack: pack.name, filter: nil))) }
        if let game, await [.playing, .paused].contains(game.state), let round = await game.current {
            throw CommandFailure(
                text.pick(
                    "hay una partida en juego (pregunta \(round.number) de \(game.questions.count)); termínala con «parar»",
                    "a game is in progress (question \(round.number) of \(game.questions.count)); end it with \"stop\"")
            )
        }
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
            seed: seed, filter: filter, limit: settings.rounds,
            shuffleAnswers: settings.shuffleAnswers ? true : nil, timeLimit: settings.timer.map(TimeInterval.init),
            streakAlerts: settings.alerts.customStreaks)
        if !argument.isEmpty {
            guard let number = Int(argument) else { throw CommandFailure(text.usage(.play)) }
            guard number >= 1, number <= pack.count else {
                throw CommandFailure(text.noSuchItem(number, count: pack.count))
            }
            chosen.items = pack.items.only(at: number - 1)
            options = GameOptions(
                seed: seed, shuffleAnswers: settings.shuffleAnswers ? true : nil,
                timeLimit: settings.timer.map(TimeInterval.init), streakAlerts: settings.alerts.customStreaks)
        }
        let source = activeSource()
        let routes = await source.downloader.routes(for: pack.name)
        let remote = RemoteCheck(routes: routes, transport: source.transport)
        let offline = OfflineCheck(pack: pack, answers: syncedAnswers(of: pack, from: source))
        let text = self.text
        let notices = noticeBox
        // The game words a failed check with the error's description: give it the catalogue's words.
        let check: ServerCheck =
            self.offline
            ? { @Sendable request in
                do throws(OfflineCheck.Unavailable) {
                    return try offline.check(request)
                } catch {
                    throw CheckFailure(text.offlineUnavailable(error.id))
                }
            }
            : { @Sendable request in
                do throws(TransportError) {
                    return try await remote.check(request)
                } catch {
                    // A server that stopped answering: the downloaded data judges what it can, and says so.
                    guard Downloader.fallsBack(error), let judged = try? offline.check(request) else {
                        throw CheckFailure(text.transport(error))
                    }
                    notices.append(.judgedFromCopy(url: error.url, because: error))
                    return judged
                }
            }
        let rotates = argument.isEmpty && settings.seed == nil
        let (rotation, warnings) = rotates ? keptRotation(for: pack.name) : (Rotation(), [])
        let newGame: Game
        do {
            newGame = try Game(
                pack: chosen, options: options, rotation: rotation, clock: environment.clock, check: check)
        } catch {
            throw CommandFailure(text.gameError(error))
        }
        let events = try await step { try await newGame.start() }
        session = GameSession(game: newGame, routes: routes, transport: source.transport, rotates: rotates)
        return warnings + [text.started(pack.name, rounds: newGame.questions.count, seed: options.seed)]
            + (await render(events))
    }

    /// The answers `sync` kept for a pack of quizzes of the server in use.
    private func syncedAnswers(of pack: Pack, from source: ActiveSource) -> [Int: String] {
        guard pack.kind == .quiz, case .http = source.source else { return [:] }
        return (try? environment.records.answers(pack: pack.name, source: PackSync.source(of: source.routes))) ?? [:]
    }

    func currentGame() throws -> Game {
        guard let game else { throw CommandFailure(text.noGame) }
        return game
    }

    func nextRound() async throws -> [String] {
        let game = try currentGame()
        return await render(try await step { try await game.next() })
    }

    func skip() async throws -> [String] {
        let game = try currentGame()
        return await render(try await step { try await game.skip() })
    }

    func answer(_ typed: String) async throws -> [String] {
        let game = try currentGame()
        guard !typed.isEmpty else { throw CommandFailure(text.usage(.answer)) }
        return await render(try await step { try await game.answer(typed) })
    }

    /// Closes the open round when its time has run out, before a command runs, and raises the alert of time
    /// played: the lines that say so.
    func expireRound() async -> [String] {
        // Without a time limit or an alert of time played there is nothing to look at.
        guard let game, game.options.timeLimit != nil || settings.alerts.time != nil else { return [] }
        let events = await game.checkTime()
        var lines = events.isEmpty ? [] : await render(events)
        if let limit = settings.alerts.time, session?.timeAlerted == false, await game.state == .playing,
            await game.elapsed >= Double(limit)
        {
            session?.timeAlerted = true
            lines.insert(alert(text.timeAlert(limit)), at: 0)
        }
        return lines
    }

    /// The score alert, once a game's right answers reach the share the player set.
    private func scoreAlert() async -> [String] {
        guard let game, session?.scoreAlerted == false, let percent = settings.alerts.score else { return [] }
        let right = await game.score.right
        guard settings.alerts.scoreReached(right: right, of: game.questions.count) else { return [] }
        session?.scoreAlerted = true
        return [alert(text.scoreAlert(percent, right: right, of: game.questions.count))]
    }

    /// An alert's line: highlighted, with the terminal bell when `set bell on`.
    private func alert(_ line: String) -> String {
        style.yellow(line) + (settings.alerts.bell ? "\u{7}" : "")
    }

    /// The next tip of the open question, counted in the round.
    func hint() async throws -> [String] {
        let game = try currentGame()
        let before = await game.current?.hintsUsed
        let round = try await step { try await game.hint() }
        let tips = round.question.tips
        guard !tips.isEmpty else { throw CommandFailure(text.noHints) }
        guard round.hintsUsed != before else { throw CommandFailure(text.noMoreHints(tips.count)) }
        return [text.hint(tips[round.hintsUsed - 1], number: round.hintsUsed, of: tips.count)]
    }

    func stop() async throws -> [String] {
        let game = try currentGame()
        return await render(try await step { try await game.stop() })
    }

    /// Stops the clock and hides the question until `resume`.
    func pause() async throws -> [String] {
        let game = try currentGame()
        try await step { try await game.pause() }
        return [text.paused]
    }

    /// Starts the clock again and shows the question that `pause` hid.
    func resume() async throws -> [String] {
        let game = try currentGame()
        try await step { try await game.resume() }
        return [text.resumed] + (try await show())
    }

    func show() async throws -> [String] {
        let game = try currentGame()
        guard let round = await game.current else { throw CommandFailure(text.gameError(.notStarted)) }
        guard await game.state != .paused else { throw CommandFailure(text.gameError(.paused)) }
        let pictures = await pictures(for: round)
        var lines = RoundScreen(text: text, style: style).lines(
            for: round, of: game.questions.count, pictures: pictures)
        if round.result != nil { lines.append(verdictLine(round)) }
        return lines
    }

    func state() async throws -> [String] {
        let game = try currentGame()
        let rounds = await game.rounds
        var lines = [text.stateHeader(await game.current, total: game.questions.count, state: await game.state)]
        for round in rounds {
            var line =
                "\(round.number)  " + Catalogue.result(round.result).padding(toLength: 5, withPad: " ", startingAt: 0)
            line += "  " + RoundScreen.summary(of: round.question)
            if let answer = round.answer {
                line += " → " + text.answerLabel(answer, in: round.question)
            } else if round.isSkipped {
                line += " → " + text.pick("sin responder", "skipped")
            }
            lines.append(line)
        }
        return lines
    }

    func score() async throws -> [String] {
        let game = try currentGame()
        return [text.score(await game.score, elapsed: await game.elapsed)]
    }

    /// Runs a step of the game, turning a refusal into the catalogue's words.
    @discardableResult
    func step<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as GameError {
            throw CommandFailure(text.gameError(error))
        }
    }

    func render(_ events: [GameEvent]) async -> [String] {
        guard let game else { return [] }
        var lines: [String] = []
        for event in events {
            switch event {
            case .opened(let round):
                let pictures = await pictures(for: round)
                lines += RoundScreen(text: text, style: style).lines(
                    for: round, of: game.questions.count, pictures: pictures)
            case .verdict(let round):
                if let poster = await verdictPoster(for: round) {
                    lines += poster.lines
                    pendingAnimation = poster.animation
                }
                lines.append(verdictLine(round, revealing: await answerFromServer(to: round)))
                lines += await scoreAlert()
            case .skipped(let round):
                lines.append(text.skipped(round))
            case .timeUp(let round):
                lines.append(style.red(text.timeUp(round)))
            case .milestone(let milestone):
                lines.append(alert(text.milestone(milestone)))
            case .finished(let record):
                lines.append(style.bold(text.finished(record)))
                let fact = await closingFact()
                lines += recordFinishedGame(record, rotation: await game.rotation, closingFact: fact)
                lines += fact?.lines ?? []
            }
        }
        // A round judged in a game that goes on waits for `next`.
        var judged: Round?
        for event in events {
            switch event {
            case .verdict(let round), .timeUp(let round): judged = round
            case .finished: return lines
            default: break
            }
        }
        if judged?.result != nil { lines.append(style.dim(text.nextHint)) }
        return lines
    }

    /// The right answer to a quiz the server judged wrong, from its `/answer` route; nil when it can't be had.
    private func answerFromServer(to round: Round) async -> String? {
        guard round.result == false, round.question.kind == .quiz, round.question.solution == nil, let session
        else { return nil }
        return await serverAnswer(id: round.question.id, routes: session.routes, transport: session.transport)
    }

    /// The answer of quiz `id` from the service's `answer` route, or nil when it cannot be had.
    func serverAnswer(id: Int, routes: APIRoutes, transport: any Transport) async -> String? {
        if let api = (transport as? FixtureTransport)?.inProcessAPI(for: routes),
            let answer = api.answer(ofQuiz: id, pack: routes.pack)
        {
            return answer
        }
        let url = routes.quizAnswer(id: id)
        guard let response = try? await transport.send(TransportRequest(url: url)), response.status == 200,
            let reply = try? JSONDecoder().decode(QuizAnswerReply.self, from: response.body)
        else { return nil }
        return reply.answer
    }

    private func verdictLine(_ round: Round, revealing answer: String? = nil) -> String {
        let line = text.verdict(round, revealing: answer)
        return round.result == true ? style.green(line) : style.red(line)
    }

    /// Keeps a finished game, with the rotation of its pack for the next game and the line of facts its closing
    /// fact moved on; a failure is a warning.
    private func recordFinishedGame(_ record: GameRecord, rotation: Rotation, closingFact: ClosingFact?) -> [String] {
        let game = FinishedGame(
            record: record, rotation: session?.rotates == true ? rotation : nil,
            factLine: closingFact.map { ($0.pack, $0.line) })
        do {
            try environment.records.keep(game)
            return []
        } catch {
            return [warning(error)]
        }
    }
}

/// The body of `/api/quizzes/ID/answer`.
private struct QuizAnswerReply: Decodable {
    var answer: String
}

/// Why a check failed, already in the catalogue's language.
private struct CheckFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
