import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizServer
import QuizShell

/// `quiz host PACK --source URL`: opens a class room on a `quiz serve` and drives it from the terminal.
struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Open a class room on a quiz serve and run the game from this terminal.",
        discussion: """
            Prints the room's PIN, which players give to quiz join, then reads commands: next (start the game, close \
            the open question, or open the next one), skip (close the open question now), kick NAME, end. Shows who \
            joined, how many have answered, each question's answers counts and the leaderboard, and the podium. The \
            host key stays in this process; the results are kept in the server's database (quiz results).
            """
    )

    @Argument(help: "The name of a pack the server serves, such as mundial-2022.")
    var pack: String

    @Option(help: "The address of the quiz serve, such as http://192.168.1.10:8080.")
    var source: String

    @Option(help: "Seconds per question (5 to 600).")
    var seconds = RoomSettings.defaultSeconds

    @Option(help: "How many questions to ask, drawn by the seed; all of the pack's when absent.")
    var questions: Int?

    @Flag(help: "Show the right answer and the counts on this terminal only, not on the players'.")
    var hideAnswers = false

    @Flag(help: "Give right answers in a row a bonus: 100 points for each before, up to 500.")
    var streakBonus = false

    @Option(help: "The seed of the questions' order; the server draws one when absent.")
    var seed: UInt64?

    @OptionGroup var language: LanguageOption

    @OptionGroup var pictures: ImagesOption

    func validate() throws {
        guard RoomSettings.secondsRange.contains(seconds) else {
            throw ValidationError(
                "--seconds \(seconds): give \(RoomSettings.secondsRange.lowerBound) to "
                    + "\(RoomSettings.secondsRange.upperBound)")
        }
        if let questions, questions < 1 { throw ValidationError("--questions \(questions): give 1 or more") }
        guard URL(string: source)?.host != nil else { throw ValidationError("--source \(source) is not a URL") }
    }

    func run() async throws {
        try await HTTPTransport.using { try await host(fetchingPicturesWith: $0) }
    }

    private func host(fetchingPicturesWith transport: HTTPTransport) async throws {
        let text = language.messages
        let base = URL(string: source)!
        let reply: RoomOpening.Reply
        do {
            reply = try await ClassClient.openRoom(
                at: base,
                RoomOpening.Request(
                    pack: pack, seconds: seconds, questions: questions, showAnswers: !hideAnswers, seed: seed,
                    streakBonus: streakBonus))
        } catch {
            printError(text.classFailure(error.description))
            throw ExitCode(1)
        }
        writeOut([
            text.roomOpened(pin: reply.pin, title: reply.title, questions: reply.questions, seconds: reply.seconds)
        ])
        let screen = ClassScreen(text: text)
        let environment = ProcessInfo.processInfo.environment
        let drawing = ClassPictures(
            transport: transport, terminal: .standardOutput(environment: environment), mode: pictures.mode,
            text: text, style: .automatic(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment))
        let (outgoing, sending) = AsyncStream.makeStream(of: ClientMessage.self)
        let commands = Task {
            for await line in StandardInputLines.stream() {
                guard let message = Self.command(line) else {
                    if !line.trimmingCharacters(in: .whitespaces).isEmpty { writeOut([text.unknownHostCommand(line)]) }
                    continue
                }
                sending.yield(message)
            }
            sending.finish()
        }
        defer { commands.cancel() }
        do {
            try await ClassClient.connect(to: base, pin: reply.pin, hello: .host(key: reply.key), outgoing: outgoing) {
                message in
                var drawn: [String] = []
                if case .question(let shown) = message, drawing.draws {
                    drawn = await drawing.lines(for: shown, pack: pack, server: base)
                }
                writeScreen(screen.lines(for: message, pictures: drawn))
                if case .podium = message { sending.finish() }
            }
        } catch {
            printError(text.classFailure(error.description))
            throw ExitCode(1)
        }
    }

    /// A typed host command, in English or Spanish.
    static func command(_ line: String) -> ClientMessage? {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first?.lowercased() {
        case "next", "start", "siguiente", "empezar": return .next
        case "skip", "saltar": return .skip
        case "end", "fin", "terminar": return .end
        case "kick", "expulsar": return words.count == 2 ? .kick(name: words[1]) : nil
        default: return nil
        }
    }
}
