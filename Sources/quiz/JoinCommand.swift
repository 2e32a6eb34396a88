import ArgumentParser
import Foundation
import QuizClass
import QuizHTTP
import QuizShell
import Synchronization

/// `quiz join URL PIN --name NAME`: plays in a class room from the terminal.
struct JoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join", _superCommandName: "quiz",
        abstract: "Join a class room on a quiz serve and answer its questions from this terminal.",
        discussion: """
            Each question shows with its options and the seconds left, reminded at 10 and 5; type the answer (a \
            number, the answer's text, yes or no). When the question closes: your verdict, points and rank, and the \
            top 5. A lost connection joins again with the same name and device key, keeping every point; give \
            --device to come back from another process.
            """
    )

    @Argument(help: "The address of the quiz serve, such as http://192.168.1.10:8080.")
    var source: String

    @Argument(help: "The room's 6-digit PIN.")
    var pin: String

    @Option(help: "Your name in the room (1 to 24 characters).")
    var name: String

    @Option(help: "The key of this device, to take a name back after leaving; a new one when absent.")
    var device: String?

    @OptionGroup var language: LanguageOption

    /// How many times a lost connection is tried again, a second apart.
    static let rejoins = 10

    func validate() throws {
        guard pin.count == 6, pin.allSatisfy(\.isASCII), Int(pin) != nil else {
            throw ValidationError("\(pin) is not a PIN: a room's PIN has 6 digits")
        }
        guard URL(string: source)?.host != nil else { throw ValidationError("\(source) is not a URL") }
    }

    func run() async throws {
        let text = language.messages
        let base = URL(string: source)!
        let device = self.device ?? RoomHub.randomKey()
        let screen = ClassScreen(text: text)
        let state = PlayerState.Shared()
        let (outgoing, sending) = AsyncStream.makeStream(of: ClientMessage.self)
        let typing = Task {
            for await line in StandardInputLines.stream() {
                let answer = line.trimmingCharacters(in: .whitespaces)
                guard !answer.isEmpty, let question = state.withLock({ $0.open }) else { continue }
                sending.yield(.answer(question: question, answer: answer))
            }
        }
        defer { typing.cancel() }
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
                    for line in screen.lines(for: message) { printOut(line) }
                    fflush(nil)
                    if case .question(let shown) = message { Self.remind(shown, state: state, text: text) }
                }
            } catch {
                forwarder.cancel()
                attempts += 1
                guard attempts <= Self.rejoins, !state.withLock({ $0.over }) else {
                    printError(text.classFailure(error.description))
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

    /// Prints the seconds left at 10 and 5, while the question is open and unanswered.
    static func remind(_ shown: QuestionShown, state: PlayerState.Shared, text: Messages) {
        let question = shown.question
        for mark in [10, 5] where shown.secondsLeft > Double(mark) {
            Task {
                try await Task.sleep(for: .seconds(shown.secondsLeft - Double(mark)))
                if state.withLock({ $0.open == question }) {
                    printOut(text.secondsLeft(mark))
                    fflush(nil)
                }
            }
        }
    }
}

/// What `quiz join` keeps of the room: the question open and unanswered, and whether the game is over for it.
struct PlayerState: Sendable {
    /// The state as the connection's messages and the typed lines share it.
    final class Shared: Sendable {
        private let state = Mutex(PlayerState())

        func withLock<T: Sendable>(_ body: (inout PlayerState) -> T) -> T {
            state.withLock { body(&$0) }
        }
    }

    var open: Int?
    var over = false
    /// The server refused this player for good: kicked, a name taken, no such room.
    var refused = false

    mutating func update(with message: ServerMessage) {
        switch message {
        case .question(let shown): open = shown.question
        case .received, .closed: open = nil
        case .podium, .kicked:
            open = nil
            over = true
        case .error(let code, _):
            if [.noSuchRoom, .tooManyGuesses, .nameTaken, .badName, .kicked].contains(code) { refused = true }
        default: break
        }
    }
}
