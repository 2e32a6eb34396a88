import Foundation
import QuizAPI
import QuizCore

/// `practice`, `cram` and `forget`: spaced repetition by FSRS-6 over the items of packs, each asked as a game asks
/// it, then rated Again, Hard, Good or Easy; `practice stats`; and `clock`, which moves a script's clock on.
final class PracticeHandler: ShellHandler {
    private let games: GameHandler
    private let randomPlay: RandomPlayHandler
    /// Draws the fuzz of intervals: seeded by the session's seed as the first practice starts, and again as one starts
    /// after `set seed` changed it.
    private var generator = SeededGenerator(seed: 0)
    private var generatorSeed: UInt64?
    private(set) var run: PracticeRun?

    init(session: SessionState, sources: SourceHandler, games: GameHandler, randomPlay: RandomPlayHandler) {
        (self.games, self.randomPlay) = (games, randomPlay)
        super.init(session: session, sources: sources)
    }

    var now: Date { session.environment.clock.now() }

    /// Whether a card is on the table, waiting for its answer or its rating.
    var isPracticing: Bool { run?.game != nil }
    /// Whether the answered card waits for its rating: every line, an empty one too, is the rating.
    var isRating: Bool { run?.defaultRating != nil }

    /// The words of the prompt: `practice 2/5`, `rate 2/5`.
    var prompt: String? {
        guard let run, run.game != nil else { return nil }
        let position = "\(run.position + 1)/\(run.entries.count)"
        return run.defaultRating == nil
            ? text.practicePrompt(position, cramming: run.cramming) : text.ratePrompt(position)
    }

    /// The scheduler of the session's settings, by the weights kept for `pack` (its own, else those of every pack),
    /// or FSRS-6's defaults.
    private func scheduler(for pack: String, kept: [PracticeParameters]) -> Scheduler {
        let model = PracticeParameters.scheduling(pack, among: kept).flatMap { try? FSRSModel(weights: $0.weights) }
        return
            (try? Scheduler(
                model: model ?? .default, desiredRetention: settings.retention, fuzzesIntervals: settings.fuzz))
            ?? .standard
    }

    /// `practice [stats|optimize|evaluate] [PACK...]`.
    func practice(_ argument: String) async throws -> [String] {
        let (word, rest) = argument.wordAndRest
        switch TextMatching.folded(word) {
        case "stats", "estadisticas": return try await stats(rest)
        case "optimize", "optimise", "optimizar": return try optimize(rest, keeping: true)
        case "evaluate", "evaluar": return try optimize(rest, keeping: false)
        case "room", "sala": return try await fromRoom(rest)
        default: return try await start(argument, cramming: false)
        }
    }

    /// `practice optimize [PACK]`: fits FSRS's weights to the review log of every pack, or of one, and keeps them
    /// where they predict it better; `practice evaluate [PACK]` compares them without keeping them.
    private func optimize(_ argument: String, keeping: Bool) throws -> [String] {
        let name = argument.trimmingSpaces
        guard !name.contains(" ") else { throw CommandFailure(text.usage(.practice)) }
        let pack = name.isEmpty ? nil : name
        if let pack, !PackName.isValid(pack) { throw CommandFailure(text.badPackName(pack)) }
        return try CommandFailure.catching(text.recordsError) {
            let log = try records.practiceLog(packs: pack.map { [$0] }).map(LoggedReview.init)
            let result = try PracticeOptimization.run(log, pack: pack, records: records, keeping: keeping, at: now)
            return result.lines(text, evaluating: !keeping)
        }
    }

    /// `forget PACK`: deletes the cards of a pack and their review log, after asking; `forget PACK yes` does not ask.
    func forget(_ argument: String) throws -> [String] {
        let words = argument.split(separator: " ").map(String.init)
        guard (1...2).contains(words.count) else { throw CommandFailure(text.usage(.forget)) }
        let name = words[0]
        guard PackName.isValid(name) else { throw CommandFailure(text.badPackName(name)) }
        let log = try CommandFailure.catching(text.recordsError) { try records.practiceLog(packs: [name]) }
        guard !log.isEmpty else { throw CommandFailure(text.nothingToForget(name)) }
        if words.count == 2 { return try forget(name, ifYes: words[1]) }
        session.form = .forgetting(pack: name)
        return [text.confirmForgetting(name, cards: Set(log.map(\.card)).count, reviews: log.count)]
    }

    func forget(_ name: String, ifYes answer: String) throws -> [String] {
        guard ItemField.yesNo(answer) == true else { return [text.notForgotten] }
        let (cards, reviews) = try CommandFailure.catching(text.recordsError) { try records.forgetPractice(pack: name) }
        return [text.forgotten(name, cards: cards, reviews: reviews)]
    }

    /// `clock +3d`: moves a script's clock on by days (`d`), hours (`h`) or minutes (`m`).
    func moveClock(_ argument: String) throws -> [String] {
        guard let clock = session.environment.clock as? ManualClock else {
            throw CommandFailure(text.clockOnlyInScripts)
        }
        guard let step = Self.clockStep(argument) else { throw CommandFailure(text.usage(.clock)) }
        guard step <= Self.longestClockStep else { throw CommandFailure(text.clockTooFar) }
        clock.advance(by: step)
        return [text.clockMoved(to: clock.now())]
    }

    /// The seconds of `+3d`, `+12h` or `+30m`; nil for anything else.
    static func clockStep(_ argument: String) -> TimeInterval? {
        let typed = argument.trimmingSpaces
        guard typed.hasPrefix("+"), let unit = typed.last, let amount = Int(typed.dropFirst().dropLast()), amount >= 0,
            let seconds = ["d": 86_400, "h": 3_600, "m": 60][unit]
        else { return nil }
        return TimeInterval(amount) * TimeInterval(seconds)
    }

    /// The farthest `clock` moves on at once: 36,500 days, FSRS's longest interval.
    static let longestClockStep: TimeInterval = 36_500 * 86_400

    // MARK: A session

    /// `practice [PACK...]`: the cards due and new ones; `cram [PACK...]`: the cards already reviewed, the least
    /// likely to be recalled first, without changing their schedule.
    func start(_ argument: String, cramming: Bool) async throws -> [String] {
        try refuseWhileBusy()
        let chosen = try await chosenPacks(argument)
        let date = now
        let (kept, newLimit, queue) = try CommandFailure.catching(text.recordsError) {
            let kept = try records.practiceParameters()
            // The limit of new cards counts from the start of the UTC day.
            let today = Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
            let newToday = try records.newCardsReviewed(from: today, before: today + 86_400)
            let newLimit = max(0, session.settings.newPerDay - newToday)
            let queue =
                cramming
                ? PracticeQueue(
                    packs: chosen, cards: try records.practiceCards(packs: chosen.map(\.name)), at: date, newCards: 0)
                : try PracticeQueue(packs: chosen, records: records, at: date, newCards: newLimit)
            return (kept, newLimit, queue)
        }
        let entries = cramming ? queue.cramming(at: date, by: scheduler(for: "", kept: kept)) : queue.entries
        guard !entries.isEmpty else {
            if cramming { throw CommandFailure(text.nothingToCram) }
            return [text.nothingDue(next: queue.nextDue, now: date, newLimitReached: newLimit == 0)]
        }
        let due = entries.filter { $0.card != nil }.count
        let header =
            cramming ? text.cramStarted(entries.count) : text.practiceStarted(due: due, new: entries.count - due)
        return try await begin(entries, of: chosen, cramming: cramming, kept: kept, header: header)
    }

    /// Refuses a game while a card is on the table, where the answers typed go.
    func refuseWhilePracticing() throws {
        if let run, run.game != nil { throw CommandFailure(text.practiceInProgress(run)) }
    }

    /// Refuses a session while another has a card on the table or a game is in play, whose questions `skip`,
    /// `pause` and `next` would still reach, or whose answers the text typed would be.
    func refuseWhileBusy() throws {
        try refuseWhilePracticing()
        try games.refuseWhileInPlay()
        try randomPlay.refuseWhilePlaying()
    }

    func begin(
        _ entries: [PracticeQueue.Entry], of chosen: [Pack], cramming: Bool, kept: [PracticeParameters],
        header: String
    ) async throws -> [String] {
        let byName = Dictionary(chosen.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        if generatorSeed != session.seed {
            (generator, generatorSeed) = (SeededGenerator(seed: session.seed), session.seed)
        }
        run = PracticeRun(
            packs: byName, entries: entries, cramming: cramming, kept: kept,
            spreads: !cramming && settings.fuzz && (settings.loadBalance || !settings.easyDays.isEmpty))
        return [header] + (try await open())
    }

    /// The packs named, each once, or every pack of the source but facts.
    func chosenPacks(_ argument: String) async throws -> [Pack] {
        var names = argument.split(separator: " ").map(String.init)
        if names.isEmpty {
            names = try await sources.packSummaries().filter { $0.kind != .fact }.map(\.name)
        }
        var chosen: [Pack] = []
        for name in names {
            // Each pack once, however it was named: `films FILMS` is one pack.
            let pack = try await sources.pack(named: name)
            guard pack.kind != .fact else { throw CommandFailure(text.factPackNotPlayable(pack.name)) }
            if !chosen.contains(where: { $0.name == pack.name }) { chosen.append(pack) }
        }
        return chosen
    }

    /// Opens the card at the run's position, or ends the run after the last.
    private func open() async throws -> [String] {
        guard var run else { return [] }
        if run.position == run.entries.count {
            // The cards rated Again come back once due, in the order they were rated.
            let date = now
            let isDue = { (entry: PracticeQueue.Entry) in (entry.card?.due ?? date) <= date }
            run.entries += run.again.filter(isDue)
            run.again.removeAll(where: isDue)
            self.run = run
        }
        guard run.position < run.entries.count else { return stop() }
        let entry = run.entries[run.position]
        guard let pack = run.packs[entry.pack] else { return [] }
        var single = pack
        single.items = pack.items.only(at: entry.index)
        let options = GameOptions(seed: session.seed, shuffleAnswers: session.settings.shuffleAnswers ? true : nil)
        let (played, events) = try await games.start(single, of: pack, options: options)
        self.run?.game = played
        var lines: [String] = []
        for case .opened(let round) in events {
            lines += await screen(round, of: played, in: run)
            lines.append(marks.dim(text.cardOrigin(entry.pack, state: entry.card?.state ?? .new)))
        }
        return lines
    }

    /// A card's round, numbered by its place in the run.
    private func screen(_ round: Round, of played: GameSession, in run: PracticeRun) async -> [String] {
        let numbered = Round(number: run.position + 1, question: round.question, shownAt: round.shownAt)
        return await games.screen(numbered, of: played, total: run.entries.count)
    }

    /// The answer to the card on the table: its verdict, then the rating asked, or the next card when cramming.
    func answer(_ typed: String) async throws -> [String] {
        guard var run, var played = run.game, let round = played.game.current else {
            throw CommandFailure(text.noPractice)
        }
        guard !typed.isEmpty else { throw CommandFailure(text.usage(.answer)) }
        guard run.defaultRating == nil, !round.isClosed else { throw CommandFailure(text.rateFirst) }
        let events = try await CommandFailure.catching(text.gameError) { try await played.answer(typed) }
        var lines: [String] = []
        var answered: Round?
        for case .verdict(let judged) in events {
            answered = judged
            lines += await games.verdictLines(judged, of: played)
        }
        run.game = played
        run.answered = answered
        guard !run.cramming else {
            run.position += 1
            self.run = run
            return lines + (try await open())
        }
        let rating = Self.defaultRating(for: answered)
        run.defaultRating = rating
        self.run = run
        return lines + [text.askRecall(default: rating)]
    }

    /// The rating a verdict suggests: Again when wrong; Hard when right by a near miss, with hints or after more than
    /// 30 seconds; Good otherwise.
    static func defaultRating(for round: Round?) -> RecallRating {
        guard let round, round.result == true else { return .again }
        if round.nearMiss || round.hintsUsed > 0 || (round.answerTime ?? 0) > 30 { return .hard }
        return .good
    }

    /// The rating of the answered card, typed or the one offered (an empty line): the card is scheduled, the review
    /// logged, and the next card opens. A command typed meanwhile (`stop`, `quit`, `show`) runs as a command.
    func rate(_ line: String) async throws -> [String] {
        guard var run, let offered = run.defaultRating else { throw CommandFailure(text.noPractice) }
        let typed = line.trimmingSpaces
        guard let rating = typed.isEmpty ? offered : Self.rating(typed) else {
            throw CommandFailure(text.badRecall(typed))
        }
        let entry = run.entries[run.position]
        let date = now
        if run.spreads, run.load == nil {
            // Read at the first rating rather than with the queue, which the player waits for.
            run.load = session.warnIfFails {
                DueLoad(
                    from: date, counts: try records.dueCounts(from: date, days: DueLoad.days),
                    balances: settings.loadBalance, easyDays: settings.easyDays)
            }
        }
        let (card, logEntry) = scheduler(for: entry.pack, kept: run.kept).review(
            entry.card ?? Card(due: date), rating, at: date, duration: run.answered?.answerTime, spreading: run.load,
            using: &generator)
        run.load?.move(from: entry.card?.due, to: card.due)
        session.warnIfFails {
            try records.keep(PracticeCard(pack: entry.pack, id: entry.id, card: card), reviewed: logEntry)
        }
        if rating == .again {
            run.again.append(PracticeQueue.Entry(pack: entry.pack, index: entry.index, id: entry.id, card: card))
        }
        run.reviewed.insert([entry.pack, entry.id])
        run.defaultRating = nil
        run.answered = nil
        run.position += 1
        self.run = run
        return [text.rated(rating, due: card.due, now: date)] + (try await open())
    }

    /// `1` to `4`, or the rating's name in English or Spanish.
    static func rating(_ typed: String) -> RecallRating? {
        if let number = Int(typed) { return RecallRating(rawValue: number) }
        switch TextMatching.folded(typed) {
        case "again", "otra", "otra vez", "de nuevo", "mal": return .again
        case "hard", "dificil": return .hard
        case "good", "bien": return .good
        case "easy", "facil": return .easy
        default: return nil
        }
    }

    func hint() throws -> [String] {
        guard run?.game != nil else { throw CommandFailure(text.noPractice) }
        guard run?.defaultRating == nil else { throw CommandFailure(text.rateFirst) }
        return try games.hint(in: &run!.game!)
    }

    /// The card on the table again; answered, with the rating it waits for.
    func show() async throws -> [String] {
        guard let run, let played = run.game, let round = played.game.current ?? run.answered else {
            throw CommandFailure(text.noPractice)
        }
        let asked = run.defaultRating.map { [text.askRecall(default: $0)] } ?? []
        return await screen(round, of: played, in: run) + asked
    }

    /// Ends the session; the card on the table, not rated, keeps its schedule.
    func stop() -> [String] {
        guard let run else { return [] }
        self.run = nil
        if run.cramming { return [text.cramDone(run.position)] }
        let (date, packs) = (now, Array(run.packs.keys))
        let dueNow = (try? records.dueCards(packs: packs, at: date).isEmpty) == false
        let next = dueNow ? date : try? records.firstDue(packs: packs, after: date) { _ in true }
        return [text.practiceDone(reviewed: run.reviewed.count, next: next, now: date)]
    }
}
