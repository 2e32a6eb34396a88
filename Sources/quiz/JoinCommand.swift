import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizServer
import QuizShell
import Synchronization

/// `quiz join URL PIN --name NAME`: plays in a class room from the terminal.
struct JoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a class room on a quiz serve and answer its questions from this terminal.",
        discussion: """
            Each question shows with its options and the seconds left, reminded at 10 and 5; type the answer (a \
            number, the answer's text, yes or no). When the question closes: your verdict, points and rank, and the \
            top 5. A lost connection joins again with the same name and device key, keeping every point; the key \
            is kept in the state folder, so a quiz join started again takes the name back too.
            """
    )

    @Argument(help: "The address of the quiz serve, such as http://192.168.1.10:8080.")
    var source: String

    @Argument(help: "The room's 6-digit PIN.")
    var pin: String

    @Option(help: "Your name in the room (1 to 24 characters).")
    var name: String

    @Option(help: "The key of this device, to take a name back from another user or machine; the kept one when absent.")
    var device: String?

    @OptionGroup var language: LanguageOption

    @OptionGroup var pictures: ImagesOption

    /// How many times a lost connection is tried again, a second apart.
    static let rejoins = 10

    func validate() throws {
        guard pin.count == 6, pin.allSatisfy(\.isASCII), Int(pin) != nil else {
            throw ValidationError("\(pin) is not a PIN: a room's PIN has 6 digits")
        }
        guard URL(string: source)?.host != nil else { throw ValidationError("\(source) is not a URL") }
    }

    func run() async throws {
        try await HTTPTransport.using { try await play(fetchingPicturesWith: $0) }
    }

    private func play(fetchingPicturesWith transport: HTTPTransport) async throws {
        let text = language.messages
        let base = URL(string: source)!
        let device = self.device ?? DeviceKey.kept()
        let screen = ClassScreen(text: text)
        let environment = ProcessInfo.processInfo.environment
        let drawing = ClassPictures(
            transport: transport, terminal: .standardOutput(environment: environment), mode: pictures.mode,
            text: text, style: .automatic(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment))
        let state = PlayerState.Shared(pin: pin)
        let (outgoing, sending) = AsyncStream.makeStream(of: ClientMessage.self)
        let answer: @Sendable (String) -> Void = { line in
            let answer = line.trimmingCharacters(in: .whitespaces)
            guard !answer.isEmpty, let question = state.withLock({ $0.open }) else { return }
            sending.yield(.answer(question: question, answer: answer))
        }
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let history = XDGDirectories().state.appendingPathComponent("join-history")
        let reader = interactive ? EditLineReader(historyFile: history) : nil
        let typing = Task {
            guard let reader else {
                for await line in StandardInputLines.stream() { answer(line) }
                return
            }
            await Self.readAnswers(with: reader, state: state, text: text, answer: answer)
        }
        let ticking = reader.map { reader in Task { await Self.tick(reader, state: state, text: text) } }
        defer {
            typing.cancel()
            ticking?.cancel()
        }
        let show: @Sendable ([String]) -> Void = { lines in
            guard let reader else {
                writeScreen(lines)
                return
            }
            reader.redraw(prompt: state.withLock { $0.prompt(text) }, above: lines)
        }
        var attempts = 0
        while true {
            let (perConnection, forwarding) = AsyncStream.makeStream(of: ClientMessage.self)
            let forwarder = Task {
                for await message in outgoing { forwarding.yield(message) }
                forwarding.finish()
            }
            do {
                try await ClassClient.connect(
                    to: base, pin: pin, hello: .join(name: name, device: device), outgoing: perConnection
                ) { message in
                    state.withLock { $0.update(with: message) }
                    var drawn: [String] = []
                    if case .question(let shown) = message, drawing.draws {
                        drawn = await drawing.lines(for: shown, pack: state.withLock { $0.pack }, server: base)
                    }
                    show(screen.lines(for: message, pictures: drawn))
                    if reader == nil, case .question(let shown) = message {
                        Self.remind(shown, state: state, text: text)
                    }
                }
            } catch {
                forwarder.cancel()
                attempts += 1
                guard attempts <= Self.rejoins, !state.withLock({ $0.over }) else {
                    printError(text.classFailure("\(error)"))
                    throw ExitCode(1)
                }
                printError(text.connectionLost)
                try await Task.sleep(for: .seconds(1))
                continue
            }
            forwarder.cancel()
            let (over, refused) = state.withLock { ($0.over, $0.refused) }
            if over || refused || attempts >= Self.rejoins { return }
            attempts += 1
            printError(text.connectionLost)
            try await Task.sleep(for: .seconds(1))
        }
    }

    /// Reads answers with the line editor, the prompt showing the question and its seconds left; Ctrl-D leaves.
    static func readAnswers(
        with reader: EditLineReader, state: PlayerState.Shared, text: Messages,
        answer: @Sendable (String) -> Void
    ) async {
        while !Task.isCancelled {
            switch await reader.readLine(prompt: state.withLock { $0.prompt(text) }) {
            case .line(let line): answer(line)
            case .interrupted: continue
            case .endOfInput:
                writeOut([""])
                Foundation.exit(0)
            }
        }
    }

    /// Redraws the prompt each time its seconds left change, keeping what is typed.
    static func tick(_ reader: EditLineReader, state: PlayerState.Shared, text: Messages) async {
        var shown = ""
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(200))
            let prompt = state.withLock { $0.prompt(text) }
            if prompt != shown {
                reader.redraw(prompt: prompt, above: [])
                shown = prompt
            }
        }
    }

    /// Prints the seconds left at 10 and 5, while the question is open and unanswered, where there is no prompt to
    /// count them down.
    static func remind(_ shown: QuestionShown, state: PlayerState.Shared, text: Messages) {
        let question = shown.question
        for mark in [10, 5] where shown.secondsLeft > Double(mark) {
            Task {
                try await Task.sleep(for: .seconds(shown.secondsLeft - Double(mark)))
                if state.withLock({ $0.open == question }) {
                    writeOut([text.secondsLeft(mark)])
                }
            }
        }
    }
}

/// What `quiz join` keeps of the room: the question open and unanswered, and whether the game is over for it.
struct PlayerState: Sendable {
    /// The state as the connection's messages and the typed lines share it.
    final class Shared: Sendable {
        private let state: Mutex<PlayerState>

        init(pin: String) {
            state = Mutex(PlayerState(pin: pin))
        }

        func withLock<T: Sendable>(_ body: (inout PlayerState) -> T) -> T {
            state.withLock { body(&$0) }
        }
    }

    let pin: String
    /// The pack of the room, whose pictures its server serves beside it.
    var pack: String?
    var open: Int?
    /// The open question's number and count, and when its time runs out on this machine's clock.
    var shown: (question: Int, count: Int, deadline: ContinuousClock.Instant)?
    var over = false
    /// The server refused this player for good: kicked, a name taken, no such room.
    var refused = false

    mutating func update(with message: ServerMessage) {
        switch message {
        case .welcome(let welcome): pack = welcome.pack
        case .question(let question):
            open = question.question
            shown = (question.question, question.count, .now + .milliseconds(Int(question.secondsLeft * 1000)))
        case .received: open = nil
        case .closed:
            open = nil
            shown = nil
        case .podium, .kicked:
            open = nil
            shown = nil
            over = true
        case .error(let code, _):
            if [.noSuchRoom, .tooManyGuesses, .nameTaken, .badName, .kicked].contains(code) { refused = true }
        default: break
        }
    }

    /// `quiz [room 482913]> `; while a question is open, its number and, until it is answered, the seconds left:
    /// `quiz [room 482913 · 3/10 · 12 s]> `.
    func prompt(_ text: Messages) -> String {
        guard let shown else { return "quiz [\(text.roomPrompt(pin))]> " }
        let number = " · \(shown.question)/\(shown.count)"
        guard open != nil else { return "quiz [\(text.roomPrompt(pin))\(number)]> " }
        let left = max(0, Int((shown.deadline - .now) / .seconds(1) + 0.999))
        return "quiz [\(text.roomPrompt(pin))\(number) · \(left) s]> "
    }
}
