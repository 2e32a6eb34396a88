import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// Runs shell commands, one line at a time, and says what each printed or why it failed.
///
/// The same interpreter serves the REPL, scripts and transcripts. A failed command leaves the state as it was.
public actor Interpreter {
    let environment: ShellEnvironment
    /// The folder of the player's own packs, as a path, looked at before every `load`.
    let userPacksPath: String
    var settings: ShellSettings
    /// The colours, bell and pictures of the running command's lines, applied when its output is written.
    let marks: OutputMarks
    var sourceSpec: PackSource
    /// Opened on first use, so that start-up reads nothing.
    var active: ActiveSource?
    /// Transports replaced by `source`, still serving a game begun on them; shut down at the end.
    var retired: [any Transport] = []
    var summaries: [PackSummary]?
    var pack: Pack?
    /// How `list` orders the questions, set by `sort`.
    var listOrder = ListOrder()
    var session: GameSession?
    /// A game on the service's `randomPlay`, while one is under way.
    var randomPlay: RandomPlayRun?
    /// The source's fact pack, downloaded on the first `fact`; forgotten when the source changes.
    var factPackCache: FactPackCache?
    /// The pictures of the question last drawn, so that `show` and its verdict draw them again.
    var shownPictures: (question: Question, pictures: RoundPictures)?
    /// The HTTP transport of the web pictures of local packs, once one is needed.
    var pictureTransport: (any Transport)?
    /// An animation the running command's output holds.
    var pendingAnimation: PendingAnimation?
    let noticeBox = NoticeBox()
    /// Progress is drawn only while `load` downloads a pack.
    let progressGate = ProgressGate()
    /// The seed of the games of this session when none is set: random unless a script fixes it.
    let sessionSeed: UInt64
    /// Play from the download cache alone: from `--offline`, changed by `set offline`.
    var offline: Bool
    /// Whether a review command has run, so that Tab may complete review ids: until then completion leaves the
    /// player's database unopened.
    var reviewsInUse = false
    /// The form being filled in, whose answer the next line is.
    var form: OpenForm?
    /// The changes `undo` can take back, the last one last.
    var undoSteps: [UndoStep] = []

    public init(source: PackSource, settings: ShellSettings, style: Style, environment: ShellEnvironment) {
        self.sourceSpec = source
        self.settings = settings
        self.marks = OutputMarks(style: style)
        self.environment = environment
        self.userPacksPath = environment.directories.userPacks.path
        self.sessionSeed = settings.seed ?? UInt64.random(in: 1...999_999)
        self.offline = environment.offline
    }

    var game: Game? { session?.game }
    var style: Style {
        get { marks.style }
        set { marks.style = newValue }
    }
    var text: Messages { Messages(language: settings.language) }
    var seed: UInt64 { settings.seed ?? sessionSeed }

    /// The prompt: `quiz> `, or `quiz [3/16]> ` while a round is open, `quiz [3/16 paused]> ` while paused.
    public func prompt() async -> String {
        if let form { return "quiz [\(text.formPrompt(form))]> " }
        if let randomPlay { return "quiz [randomPlay \(randomPlay.serverScore)]> " }
        guard let game, let round = game.current else { return "quiz> " }
        let paused = game.state == .paused ? " " + text.stateName(.paused) : ""
        let clock = game.secondsLeft.map { " · \($0) s" } ?? ""
        return "quiz [\(round.number)/\(game.questions.count)\(clock)\(paused)]> "
    }

    /// Runs one line. Blank lines and `#` comments do nothing. What it prints, texts of packs, servers and the line
    /// itself included, is made safe for the terminal once it is done (`OutputMarks`), with the shell's own colours
    /// and the pictures it drew.
    public func execute(_ line: String) async -> CommandResult {
        var result = await perform(line)
        result.output = marks.written(result.output)
        result.animation = takeAnimation(in: result.output)
        result.failure = result.failure.map { TerminalText.safe($0) }
        return result
    }

    private func perform(_ line: String) async -> CommandResult {
        guard line.utf8.count <= InputLine.limit else {
            return CommandResult(failure: text.lineTooLong(line.utf8.count))
        }
        if form != nil {
            do {
                return CommandResult(output: try await fillForm(line))
            } catch let failure as CommandFailure {
                return CommandResult(failure: failure.message)
            } catch {
                return CommandResult(failure: "\(error)")
            }
        }
        let trimmed = line.trimmingSpaces
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return CommandResult() }
        let (word, argument) = Self.split(trimmed)
        let expired = await expireRound()
        do {
            var output: [String]
            if let command = CommandName(word: word) {
                output = try await run(command, argument)
                if command == .quit { return CommandResult(output: output, quits: true) }
            } else if randomPlay != nil {
                output = try await randomPlayAnswer(trimmed)
            } else if game?.current != nil {
                // While a game is in play, other text is an answer, so that the game can say why it is refused:
                // the round is answered already, the game is paused, or the text is none of the choices.
                output = try await answer(trimmed)
            } else {
                let suggestion = word.count <= CommandName.longestMistake ? CommandName.nearest(to: word) : nil
                throw CommandFailure(text.unknownCommand(word, suggestion: suggestion))
            }
            let notices = takeNotices()
            if !expired.isEmpty || !notices.isEmpty { output = expired + notices.map(marks.yellow) + output }
            return CommandResult(output: output)
        } catch let failure as CommandFailure {
            pendingAnimation = nil
            return CommandResult(output: expired + takeNotices().map(marks.yellow), failure: failure.message)
        } catch {
            pendingAnimation = nil
            return CommandResult(output: expired + takeNotices().map(marks.yellow), failure: "\(error)")
        }
    }

    private func run(_ command: CommandName, _ argument: String) async throws -> [String] {
        switch command {
        case .help: return try help(argument)
        case .packs: return try await listPacks()
        case .load: return try await load(argument)
        case .list: return try await list()
        case .search: return try await search(argument)
        case .sort: return try sort(argument)
        case .play: return try await play(argument)
        case .next: return randomPlay == nil ? try await nextRound() : try await randomPlayNext()
        case .show: return try await show()
        case .answer: return randomPlay == nil ? try await answer(argument) : try await randomPlayAnswer(argument)
        case .hint: return try await hint()
        case .state: return try await state()
        case .score:
            if let randomPlay { return [text.randomPlayQuestionScore(randomPlay.serverScore)] }
            return try await score()
        case .skip: return try await skip()
        case .pause: return try await pause()
        case .resume: return try await resume()
        case .stop: return randomPlay == nil ? try await stop() : randomPlayStop()
        case .history: return try history(argument)
        case .stats: return try stats(argument)
        case .facts: return try await listFactCategories()
        case .fact: return try await showFact(argument)
        case .sync: return try await sync()
        case .source: return try await changeSource(argument)
        case .set: return try set(argument)
        case .expect: return try await expect(argument)
        case .new: return try await newPack(argument)
        case .add: return try await add(argument)
        case .edit: return try await edit(argument)
        case .delete: return try await delete(argument)
        case .undo: return try undo()
        case .revert: return try revert(argument)
        case .review:
            reviewsInUse = true
            return try await review(argument)
        case .reviews:
            reviewsInUse = true
            return try reviews(argument)
        case .quit: return []
        }
    }

    /// Ends the session: shuts down every transport.
    public func close() async {
        for transport in retired { await transport.shutdown() }
        retired = []
        await pictureTransport?.shutdown()
        pictureTransport = nil
        if let active { await active.transport.shutdown() }
        active = nil
    }

    static func split(_ line: String) -> (String, String) {
        guard let space = line.utf8.firstIndex(of: UInt8(ascii: " ")) else { return (line, "") }
        return (String(line[..<space]), line[space...].trimmingSpaces)
    }

    /// The source, opened on first use.
    func activeSource() -> ActiveSource {
        if let active { return active }
        let opened = open(sourceSpec)
        active = opened
        return opened
    }

    func open(_ source: PackSource) -> ActiveSource {
        let progress = environment.progress
        let gate = progressGate
        let notices = noticeBox
        return ActiveSource.open(
            source, environment: environment, offline: offline, seed: seed, language: settings.language,
            report: { event in
                switch event {
                case .progress(let value): if gate.isOpen { progress?(value) }
                case .notice(let notice): notices.append(notice)
                }
            })
    }

    /// The notices the downloader reported during the command, in the language of the messages.
    func takeNotices() -> [String] {
        noticeBox.take().map { text.notice($0) }
    }
}
