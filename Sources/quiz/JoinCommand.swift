import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizShell

/// `quiz join URL PIN --name NAME`: plays in a class room from the terminal.
struct JoinCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a class room on a quiz serve and answer its questions from this terminal.",
        discussion: """
            Each question shows with its options and the seconds left, reminded at 10 and 5; type the answer (a \
            number, the answer's text, yes or no). When the question closes: your verdict, points and rank, and the \
            top 5. help shows the help; quit (or Ctrl-D) leaves the room. A lost connection joins again by itself \
            with the same name and device key, keeping every point: after 0.5 s, then twice as long each time up to \
            5 s, 10 times in a row at most. The key is kept in the state folder, so a quiz join started again takes \
            the name back too.
            """
    )

    @Argument(help: "The address of the quiz serve, such as http://192.168.1.10:8080.")
    var source: String

    @Argument(help: "The room's 6-digit PIN.")
    var pin: String

    @Option(help: "Your name in the room (1 to 24 characters).")
    var name: String

    @Option(help: "In a room of teams, the team to play for; the room deals one when absent.")
    var team: String?

    @Option(help: "The key of this device, to take a name back from another user or machine; the kept one when absent.")
    var device: String?

    @OptionGroup var language: LanguageOption

    @OptionGroup var pictures: ImagesOption

    func validate() throws {
        let text = language.messages
        try pictures.check(text)
        guard RoomPINs.isPIN(pin) else { throw ValidationError(text.notAPIN(pin)) }
        guard URL(string: source)?.host != nil else { throw ValidationError(text.notAURL(source)) }
        guard PlayerName(name) != nil else { throw ValidationError(text.badNameOption) }
    }

    func run() async throws {
        try await HTTPTransport.using { try await play(fetchingPicturesWith: $0) }
    }

    private func play(fetchingPicturesWith transport: HTTPTransport) async throws {
        let text = language.messages
        let base = URL(string: source)!
        let drawing = pictures.classPictures(transport: transport, server: base, text: text)
        let state = SharedValue(RoomState(pin: pin))
        let terminal = RoomTerminal(history: "join-history") { state.change { $0.prompt(text, countingDown: true) } }
        let session = RoomSession(
            base: base, pin: pin,
            hello: .join(name: PlayerName(name)!.description, device: device ?? DeviceKey.kept(), team: team))
        try await terminal.run(session, state: state, text: text) { input in
            switch input {
            case .line(let line): Self.act(on: line, state: state, session: session, terminal: terminal, text: text)
            case .end where terminal.isInteractive: Self.leave(state: state, session: session)
            case .end: break
            }
        } lost: {
            state.change { $0.loseConnection() }
        } received: { message, before in
            var lines = await drawing.lines(for: message, pack: before.pack, rejoined: before.lost)
            if case .welcome(let welcome) = message, !before.welcomed {
                lines.append(TerminalText.safe(text.joinHint))
                if let team, welcome.teams == nil {
                    lines.append(TerminalText.safe(text.noTeams(pin: pin, asked: team)))
                }
            }
            terminal.show(lines)
            if !terminal.isInteractive, case .question(let shown) = message {
                Self.remind(shown, state: state, text: text)
            }
            switch message {
            case .podium, .done: session.leave()
            default: break
            }
        }
        let left = state.change { $0.left && !$0.over }
        await terminal.finish(left ? [text.playerLeft(pin: pin, source: source, name: name)] : [])
    }

    /// A typed line: the help, leaving, or an answer to the open question.
    private static func act(
        on line: String, state: SharedValue<RoomState>, session: RoomSession, terminal: RoomTerminal, text: Messages
    ) {
        let (open, options) = state.change { ($0.open, $0.options) }
        switch RoomInput.player(line, options: options) {
        case .nothing, .room, .results, .unknown: break
        case .help: terminal.say(text.joinHelp)
        case .quit: leave(state: state, session: session)
        case .answer(let answer):
            guard let open else {
                terminal.say([text.waitForQuestion])
                return
            }
            if !session.send(.answer(question: open, answer: answer)) { terminal.say([text.notConnected]) }
        }
    }

    private static func leave(state: SharedValue<RoomState>, session: RoomSession) {
        state.change { $0.left = true }
        session.leave()
    }

    /// Prints the seconds left at 10 and 5, while the question is open and unanswered, where there is no prompt to
    /// count them down.
    private static func remind(_ shown: QuestionShown, state: SharedValue<RoomState>, text: Messages) {
        let question = shown.question
        for mark in [10, 5] where shown.secondsLeft > Double(mark) {
            Task {
                try await Task.sleep(for: .seconds(shown.secondsLeft - Double(mark)))
                if state.change({ $0.open == question }) { writeOut([text.secondsLeft(mark)]) }
            }
        }
    }
}
