import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizCore
import QuizShell

/// `quiz host PACK --source URL`: opens a class room on a `quiz serve` and drives it from the terminal; `quiz host
/// --resume PIN` takes back a room it opened.
struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Open a class room on a quiz serve and run the game from this terminal.",
        discussion: """
            Prints the room's PIN and how players join (quiz join, or a browser at /join), then reads commands: next \
            (start the game, close the open question, or open the next one), skip (close the open question now), \
            kick NAME (send a player out, freeing the place; that device cannot come back), lock (no new player may \
            join; those in the room may come back), unlock, end, results (the report as it stands), help, quit; a \
            homework room (quiz assign) has no next nor skip. Shows who joined, how many have answered, each \
            question's answers counts and the leaderboard, and the podium. A lost connection comes back by itself \
            with the host key, as quiz join does; the key is kept in the state folder until the game ends, so that \
            quiz host --resume PIN takes the room back after its terminal was closed. The results are kept in the \
            server's database (quiz results).
            """
    )

    @Argument(help: "The name of a pack the server serves, such as mundial-2022.")
    var pack: String?

    @Option(
        help: "The address of the quiz serve, such as http://192.168.1.10:8080; with --resume, the room's by default.")
    var source: String?

    @Option(help: "The PIN of a room that quiz host opened as this user, to take it back, in place of a pack.")
    var resume: String?

    @OptionGroup var asked: RoomQuestionOptions

    @Flag(help: "Show the right answer and the counts on this terminal only, not on the players' nor the watchers'.")
    var hideAnswers = false

    @Flag(help: "Give right answers in a row a bonus: 100 points for each before, up to 500.")
    var streakBonus = false

    @Option(
        help: """
            Teams: their number (Team 1 to Team N, Equipo 1 to Equipo N with --lang es) or their names separated \
            by commas; players pick one when joining or are dealt to the smallest. A team scores its players' mean \
            points.
            """)
    var teams: String?

    @Flag(help: "With --teams: each team plays on one shared device, named after it, after 5 s of team talk.")
    var sharedDevices = false

    @OptionGroup var language: LanguageOption

    @OptionGroup var pictures: ImagesOption

    func validate() throws {
        let text = language.messages
        try pictures.check(text)
        try asked.check(text)
        if let source, URL(string: source)?.host == nil { throw ValidationError("--source " + text.notAURL(source)) }
        do throws(RoomHub.OpenError) {
            try RoomHub.checkTeams(teamNames)
        } catch {
            throw ValidationError("--teams: " + text.teamsRefused(error))
        }
        if sharedDevices, teams == nil { throw ValidationError(text.sharedDevicesNeedTeams) }
        if let resume {
            guard pack == nil else { throw ValidationError(text.packAndResume) }
            guard RoomPINs.isPIN(resume) else { throw ValidationError("--resume " + text.notAPIN(resume)) }
        } else {
            guard pack != nil else { throw ValidationError(text.noPackToHost) }
            guard source != nil else { throw ValidationError(text.noRoomServer) }
        }
    }

    private var teamNames: [String] { teams.map { RoomSettings.teams(typed: $0, team: language.messages.team) } ?? [] }

    func run() async throws {
        try await HTTPTransport.using { try await host(fetchingPicturesWith: $0) }
    }

    /// Opens the room and says how players join, or finds the kept key of the one to resume, with what to say once
    /// the room takes its host back.
    private func room(_ text: Messages) async throws -> (pin: String, kept: HostKeys.Kept, resumed: [String]) {
        if let resume {
            guard var kept = HostKeys.kept(pin: resume) else { throw failure(text.noKeptRoom(resume)) }
            kept.source = source ?? kept.source
            return (resume, kept, [text.resuming(resume)] + text.joinWith([kept.source], resume))
        }
        let (pack, source) = (self.pack ?? "", self.source ?? "")
        let reply = try await asked.open(
            RoomOpening.Request(
                pack: pack, showAnswers: !hideAnswers, streakBonus: streakBonus,
                teams: teamNames.isEmpty ? nil : teamNames, sharedDevices: sharedDevices),
            at: source, text: text)
        let kept = HostKeys.Kept(key: reply.key, source: source)
        HostKeys.keep(kept, pin: reply.pin)
        RoomTerminal.write(
            [text.roomOpened(pin: reply.pin, title: reply.title, questions: reply.questions, seconds: reply.seconds)]
                + text.joinWith([source], reply.pin))
        return (reply.pin, kept, [])
    }

    private func host(fetchingPicturesWith transport: HTTPTransport) async throws {
        let text = language.messages
        let (pin, kept, resumed) = try await room(text)
        let base = URL(string: kept.source)!
        let drawing = pictures.classPictures(transport: transport, server: base, text: text)
        let state = SharedValue(RoomState(pin: pin))
        let terminal = RoomTerminal(history: "host-history") { state.change { $0.prompt(text, countingDown: false) } }
        let session = RoomSession(base: base, pin: pin, hello: .host(key: kept.key))
        let report = { @Sendable () async throws(ClassClient.Failure) in
            try await ClassClient.report(at: base, pin: pin, key: kept.key)
        }
        let act = { @Sendable line in
            Self.act(on: line, report: report, state: state, session: session, terminal: terminal, text: text)
        }
        try await terminal.run(session, state: state, text: text) { input in
            switch input {
            case .line(let line): act(line)
            case .end where terminal.isInteractive: act("quit")
            case .end: session.leave()
            }
        } ended: { end in
            switch end {
            case .refused(let code):
                if code == .noSuchRoom { printError(text.roomGone(pin, source: kept.source)) }
                if [.noSuchRoom, .wrongKey].contains(code) { HostKeys.forget(pin: pin) }
            // A server that refuses connections is gone, and may have taken the room with it.
            case .gaveUp(_, _, let refused): if !refused { printError(text.hostCanResume(pin)) }
            case .kicked, .unreachable: break
            }
        } lost: {
            state.change { $0.lost = true }
        } received: { message, before in
            if case .error(.noSuchRoom, _, _) = message { return }
            if case .lobby(let players) = message, players == before.players { return }
            var lines = await drawing.lines(for: message, pack: before.pack, rejoined: before.lost)
            if case .welcome = message, !before.welcomed { lines = resumed.map(TerminalText.safe) + lines }
            terminal.show(lines)
            if case .podium = message {
                HostKeys.forget(pin: pin)
                session.leave()
            }
        }
        await terminal.finish(state.change { $0.over } ? [] : [text.hostLeft(pin), text.hostCanResume(pin)])
    }

    /// A typed line: a command to the room, its report, the help, or leaving (asked twice while the game goes on).
    private static func act(
        on line: String, report: @escaping @Sendable () async throws(ClassClient.Failure) -> ClassReport,
        state: SharedValue<RoomState>, session: RoomSession, terminal: RoomTerminal, text: Messages
    ) {
        let input = RoomInput.host(line)
        let warned = state.change { state in
            defer { state.warnedOfQuit = input == .quit }
            return state.warnedOfQuit
        }
        switch input {
        case .nothing, .answer: break
        case .help: terminal.say(state.get().homework ? text.homeworkHostHelp : text.hostHelp)
        case .unknown(let typed): terminal.say([text.unknownHostCommand(typed, homework: state.get().homework)])
        case .results:
            Task {
                do throws(ClassClient.Failure) {
                    let report = try await report()
                    terminal.say(
                        (try? ClassResultsReport.lines([report], format: .text, language: text.language)) ?? [])
                } catch {
                    terminal.say([text.classFailure(error.description)])
                }
            }
        case .quit:
            if warned || state.change({ $0.over }) {
                session.leave()
            } else {
                terminal.say([text.hostQuitWhilePlaying])
            }
        case .room(let message): if !session.send(message) { terminal.say([text.notConnected]) }
        }
    }
}
