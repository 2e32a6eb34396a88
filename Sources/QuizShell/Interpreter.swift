import QuizAPI
import QuizClass
import QuizClient
import QuizCore

/// Runs shell commands, one line at a time, and says what each printed or why it failed.
///
/// The same interpreter serves the REPL, scripts and transcripts. It hands each command to the handler of its
/// feature, over the state they share (`SessionState`), and puts together what it printed. A failed command leaves
/// the state as it was.
///
/// An actor, because the REPL reaches it from more than one task: the pack list is read in the background for Tab,
/// and a command that Ctrl-C cancels runs in a task of its own. Its handlers run on it.
public actor Interpreter {
    let environment: ShellEnvironment
    private let session: SessionState
    private let sources: SourceHandler
    private let packs: PackHandler
    private let games: GameHandler
    private let randomPlay: RandomPlayHandler
    private let facts: FactHandler
    private let pictures: PictureLoader
    private let editing: EditingHandler
    private let reviews: ReviewHandler
    private let practice: PracticeHandler
    private let classes: ClassHandler
    /// The REPL's first reading of the pack list has ended, with names or without.
    private var packNamesPrefetched = false

    public init(source: SourceAddress, settings: ShellSettings, style: Style, environment: ShellEnvironment) {
        let session = SessionState(settings: settings, style: style, environment: environment)
        let sources = SourceHandler(session: session, source: source)
        let facts = FactHandler(session: session, sources: sources)
        let pictures = PictureLoader(session: session, sources: sources)
        let games = GameHandler(session: session, sources: sources, facts: facts, pictures: pictures)
        let randomPlay = RandomPlayHandler(session: session, sources: sources)
        self.environment = environment
        self.session = session
        self.sources = sources
        self.packs = PackHandler(session: session, sources: sources)
        self.practice = PracticeHandler(session: session, sources: sources, games: games, randomPlay: randomPlay)
        self.games = games
        self.randomPlay = randomPlay
        self.facts = facts
        self.pictures = pictures
        self.editing = EditingHandler(session: session, sources: sources)
        self.reviews = ReviewHandler(session: session, sources: sources)
        self.classes = ClassHandler(session: session, sources: sources)
    }

    var text: Messages { session.text }

    /// The prompt: `quiz> `, or `quiz [3/16]> ` while a round is open, `quiz [3/16 paused]> ` while paused.
    public func prompt() -> String {
        if let form = session.form { return "quiz [\(text.formPrompt(form))]> " }
        if let room = classes.prompt { return "quiz [\(room)]> " }
        if let play = randomPlay.prompt { return "quiz [\(play)]> " }
        if let practising = practice.prompt { return "quiz [\(practising)]> " }
        guard let game = games.game, let round = game.current else { return "quiz> " }
        let paused = game.state == .paused ? " " + text.stateName(.paused) : ""
        let clock = game.secondsLeft.map { " · \($0) s" } ?? ""
        return "quiz [\(round.number)/\(game.questions.count)\(clock)\(paused)]> "
    }

    /// Closes the open round if its time has run out while no line was typed: the lines that say so, ready for the
    /// terminal.
    public func expireRound() async -> [String] {
        session.marks.written(await games.expireRound() + (await classes.arrived()))
    }

    /// Tells the width of the terminal, which `help` and every longer line are wrapped to between words. Until told,
    /// `help` wraps to 80 columns and other lines stay whole, as a script's output does.
    public func useColumns(_ columns: Int) {
        session.marks.width = max(1, columns)
    }

    /// Whether a form is open, so that an empty line is its answer rather than nothing.
    public var isFillingForm: Bool { session.form != nil || practice.isRating }

    /// Ctrl-C or the end of input in a form: it closes, and nothing changes; a practice session whose card waits for
    /// its rating ends, the card unrated. The lines that say so are ready for the terminal.
    public func cancelForm() -> [String] {
        if practice.isRating { return session.marks.written(practice.stop()) }
        defer { session.form = nil }
        return session.form == nil ? [] : session.marks.written([text.formCancelled])
    }

    /// Runs one line. Blank lines and `#` comments do nothing. What it prints, texts of packs, servers and the line
    /// itself included, is made safe for the terminal once it is done (`OutputMarks`), with the shell's own colours
    /// and the pictures it drew.
    public func execute(_ line: String) async -> CommandResult {
        finished(await perform(line))
    }

    /// Ends the session as `quit` and the end of input do: a game still in play is stopped, as `stop` would, so
    /// that it is kept in the history with its score.
    public func leave() async -> CommandResult {
        finished(CommandResult(output: (try? await stopPlay(quitting: true)) ?? [], quits: true))
    }

    /// Stops random play, practice or the game in play; quitting with none in play says nothing.
    private func stopPlay(quitting: Bool) async throws -> [String] {
        if randomPlay.isPlaying { return randomPlay.stop() }
        if practice.isPracticing { return practice.stop() }
        return !quitting || games.isInPlay ? try await games.stop() : []
    }

    private func finished(_ result: CommandResult) -> CommandResult {
        var result = result
        result.output = session.marks.written(result.output)
        result.animation = pictures.takeAnimation(in: result.output)
        result.warnings = session.takeWarnings().map { TerminalText.safe($0) }
        result.failure = result.failure.map { TerminalText.safe($0) }
        return result
    }

    /// The practice stats of the packs named (every pack of the source when none), as `practice stats` counts them;
    /// a failure says why in the words of the messages.
    public func practiceStatistics(_ packs: [String]) async throws -> PracticeStats {
        try await practice.statistics(packs.joined(separator: " "))
    }

    /// Loads the pack list in the background, so that Tab can complete pack names.
    public func prefetchPackNames() async {
        _ = try? await sources.packSummaries()
        packNamesPrefetched = true
    }

    /// Ends the session: shuts down every transport.
    public func close() async {
        await classes.close()
        await sources.close()
    }

    private func perform(_ line: String) async -> CommandResult {
        guard line.utf8.count <= InputLine.limit else { return CommandResult(failure: text.lineTooLong) }
        let named = CommandName(word: line.trimmingSpaces.wordAndRest.0)
        if named != nil, reviews.waitsForRating {
            // A command typed for a rating leaves the review unsaid and runs.
            session.form = nil
            var result = await perform(line)
            result.output.insert(text.formCancelled, at: 0)
            return result
        }
        do {
            // While a card waits for its rating, a line that names no command is the rating, an empty one included.
            if practice.isRating, named == nil {
                return CommandResult(output: try await practice.rate(line))
            }
            if case .review = session.form { return CommandResult(output: try reviews.fill(line)) }
            if case .forgetting(let pack) = session.form {
                session.form = nil
                return CommandResult(output: try practice.forget(pack, ifYes: line.trimmingSpaces))
            }
            if session.form != nil { return CommandResult(output: try editing.fill(line)) }
        } catch {
            return CommandResult(failure: "\(error)")
        }
        let trimmed = line.trimmingSpaces
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return CommandResult() }
        let (word, argument) = trimmed.wordAndRest
        let expired = await games.expireRound()
        do {
            var output: [String]
            if let command = CommandName(word: word) {
                output = try await run(command, argument)
                if command == .quit { return CommandResult(output: expired + output, quits: true) }
            } else if randomPlay.isPlaying {
                output = try await randomPlay.answer(trimmed)
            } else if practice.isPracticing {
                output = try await practice.answer(trimmed)
            } else if !expired.isEmpty && games.game?.rounds.last?.timedOut == true {
                // Time ran out while this answer was typed: the lines of time's up are the whole reply.
                output = []
            } else if games.game?.current != nil {
                // While a game is in play, other text is an answer, so that the game can say why it is refused:
                // the round is answered already, the game is paused, or the text is none of the choices.
                output = try await games.answer(trimmed)
            } else if Self.looksLikeAnAnswer(trimmed) {
                throw CommandFailure(text.answerWithoutGame)
            } else {
                let suggestion =
                    word.count <= CommandName.longestMistake
                    ? CommandName.nearest(to: word, in: session.settings.language) : nil
                throw CommandFailure(text.unknownCommand(word, suggestion: suggestion))
            }
            return CommandResult(output: expired + session.takeNotices() + output)
        } catch {
            return CommandResult(output: expired + session.takeNotices(), failure: "\(error)")
        }
    }

    /// Whether text typed outside a game reads as an answer to one: a number, a letter, yes or no, true or false.
    private static func looksLikeAnAnswer(_ text: String) -> Bool {
        let word = text.lowercased()
        return word.allSatisfy(\.isNumber) || word.count == 1
            || ["yes", "no", "sí", "si", "true", "false", "verdadero", "falso", "y", "n", "s"].contains(word)
    }

    /// The commands of a game alone, which a practice has no use for.
    private static let gameCommands: Set<CommandName> = [.skip, .next, .pause, .resume, .score, .state]

    private func run(_ command: CommandName, _ argument: String) async throws -> [String] {
        if practice.isPracticing, !classes.isHosting, Self.gameCommands.contains(command) {
            throw CommandFailure(text.gameCommandInPractice(command))
        }
        switch command {
        case .help: return try HelpHandler(session: session).help(argument)
        case .packs: return try await sources.listPacks()
        case .load:
            let loaded = try await packs.load(argument)
            guard games.isInPlay, let game = games.game else { return loaded }
            return loaded + [text.gameGoesOn(game.pack)]
        case .list: return try packs.list()
        case .search: return try await packs.search(argument)
        case .sort: return try packs.sort(argument)
        case .play:
            try practice.refuseWhilePracticing()
            try randomPlay.refuseWhilePlaying()
            guard argument.lowercased() != "randomplay" else {
                try games.refuseWhileInPlay()
                return try await randomPlay.start()
            }
            return try await games.play(argument)
        case .next where classes.isHosting: return try await classes.drive(.next)
        case .skip where classes.isHosting: return try await classes.drive(.skip)
        case .host: return try await classes.host(argument)
        case .assign: return try await classes.assign(argument)
        case .simulate: return try await classes.simulate(argument)
        case .kick:
            guard !argument.isEmpty else { throw CommandFailure(text.usage(.kick)) }
            return try await classes.drive(.kick(name: argument))
        case .lock: return try await classes.drive(.lock(true))
        case .unlock: return try await classes.drive(.lock(false))
        case .end: return try await classes.drive(.end)
        case .results: return try await classes.results(argument)
        case .next: return randomPlay.isPlaying ? try await randomPlay.next() : try await games.next()
        case .show: return practice.isPracticing ? try await practice.show() : try await games.show()
        case .answer:
            if practice.isPracticing { return try await practice.answer(argument) }
            return randomPlay.isPlaying ? try await randomPlay.answer(argument) : try await games.answer(argument)
        case .hint: return practice.isPracticing ? try practice.hint() : try games.hint()
        case .state: return try games.state()
        case .score: return randomPlay.isPlaying ? randomPlay.score() : try games.score()
        case .skip: return try await games.skip()
        case .pause: return try games.pause()
        case .resume: return try await games.resume()
        case .stop: return try await stopPlay(quitting: false)
        case .history: return try HistoryHandler(session: session, sources: sources).history(argument)
        case .stats: return try HistoryHandler(session: session, sources: sources).stats(argument)
        case .facts: return try await facts.listCategories()
        case .fact: return try await facts.show(argument)
        case .sync: return try await sources.sync()
        case .source: return try await sources.change(argument)
        case .set: return try games.set(argument)
        case .expect: return try games.expect(argument)
        case .new: return try await editing.newPack(argument)
        case .add: return try editing.add(argument)
        case .edit: return try editing.edit(argument)
        case .delete: return try editing.delete(argument)
        case .undo: return try editing.undo()
        case .revert: return try editing.revert(argument)
        case .review: return try reviews.review(argument)
        case .reviews: return try reviews.reviews(argument)
        case .practice: return try await practice.practice(argument)
        case .cram: return try await practice.start(argument, cramming: true)
        case .forget: return try practice.forget(argument)
        case .clock: return try practice.moveClock(argument) + (await classes.clockMoved(argument))
        case .quit: return (try? await stopPlay(quitting: true)) ?? []
        }
    }

    /// Hands `reader` what Tab may complete now. Done inside the interpreter, so that of two calls the later one,
    /// which knows more (the pack names fetched meanwhile), is always the one the reader keeps.
    public func offerCompletions(to reader: EditLineReader) {
        reader.setCompletions(completer())
    }

    /// What Tab may complete in the shell's current state.
    public func completer() -> Completer {
        let packNames = sources.summaries?.map(\.name)
        var arguments: [String: [String]] = [
            "help": CommandName.allCases.map(\.rawValue),
            "set": Setting.firstWords(in: session.settings.language),
            "source": ["local", "fixture", "http"],
            "expect": ["state", "score", "streak", "pack", "round", "game", "source", "lang"],
            "expect state": ["nil", "true", "false"],
            "expect game": ["none", "playing", "paused", "finished"],
            "expect source": ["local", "fixture", "http"],
            "expect lang": Language.allCases.map(\.rawValue),
            "new": ["pack"],
            "reviews": ["by", "pack", "rating>=4"],
            "reviews by": ["date", "rating", "pack"],
            "review": ["edit", "delete"],
            "practice": ["stats"] + (packNames ?? []),
            "cram": packNames ?? [],
            "forget": packNames ?? [],
        ]
        for setting in Setting.all {
            let words = setting.words.map { $0[0] }
            if words.count == 2 { arguments["set " + words[0], default: []].append(words[1]) }
            arguments["set " + words.joined(separator: " ")] = setting.completions
        }
        if let packNames { (arguments["load"], arguments["revert"]) = (packNames, packNames) }
        if let pack = session.pack {
            let numbers = (1...max(1, pack.count)).map(String.init)
            arguments["edit"] = numbers
            arguments["delete"] = numbers
            arguments["review"] = ["edit", "delete"] + numbers
            arguments["add"] = ItemField.fields(of: pack.kind).map { $0.name(in: session.settings.language) + "=" }
            arguments["expect pack"] = [pack.name]
            arguments["play"] = ["next"] + numbers
        }
        if let ids = reviews.completableIDs() {
            arguments["review edit"] = ids
            arguments["review delete"] = ids
        }
        let openRound = games.game?.current.flatMap { $0.isClosed ? nil : $0 }
        let answers = openRound.map { RoundScreen.answers(to: $0.question, in: text) } ?? []
        if openRound != nil { arguments["answer"] = answers }
        // Commands by their names in the player's language; while a question waits for its answer, a first word is
        // most likely the answer (`Lis` for Lisbon): only the commands of a question are completed then, not `list`.
        let answering = openRound != nil || practice.isPracticing || randomPlay.isPlaying
        let language = session.settings.language
        let commands =
            answering
            ? CommandName.whileAnswering.map { $0.name(in: language) } : CommandName.names(in: language)
        return Completer(
            commands: commands,
            arguments: arguments, answers: answers,
            awaitsPackNames: !packNamesPrefetched && sources.summaries == nil)
    }
}
