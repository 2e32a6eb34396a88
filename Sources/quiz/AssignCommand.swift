import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizShell

/// `quiz assign PACK --source URL --until DATE`: opens a homework room on a `quiz serve`, which each student plays at
/// their own pace until the deadline.
struct AssignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assign",
        abstract: "Open a homework room on a quiz serve: each student plays it at their own pace until a deadline.",
        discussion: """
            Prints the room's PIN and how students join (quiz join, or a browser at /join), then returns: the room \
            stays open on the server until --until, across restarts of the server. Each student who joins gets their \
            own question at once, timed from when they saw it (--seconds), their own verdict after answering, then \
            the next; a question whose time runs out counts as unanswered, also while the student is away; a \
            student who leaves comes back where they stopped with the same name and device. Nobody sees another's \
            answers or the counts before the deadline. Follow the students' progress with quiz results PIN --watch \
            (the host key is kept in the state folder); at the deadline the game ends and its results are kept as a \
            live room's (quiz results PIN --by question|player). Limits: the deadline must be to come and at most \
            \(Int(RoomSettings.longestHomework / 86_400)) days ahead; --seconds \
            \(RoomSettings.secondsRange.lowerBound) to \(RoomSettings.secondsRange.upperBound).
            """
    )

    @Argument(help: "The name of a pack the server serves, such as mundial-2022.")
    var pack: String

    @Option(help: "The address of the quiz serve, such as http://192.168.1.10:8080.")
    var source: String

    @Option(
        help: """
            The deadline: a date (2026-12-01, the end of that day), a date and time (2026-12-01T18:00, in this \
            machine's time zone, or with its offset, 2026-12-01T18:00+01:00), or a time from now (+2d, +36h, +90m).
            """)
    var until: String

    @OptionGroup var asked: RoomQuestionOptions

    @Flag(help: "Show the right answer only in the results, not to each student after answering.")
    var hideAnswers = false

    @OptionGroup var language: LanguageOption

    func validate() throws {
        let text = language.messages
        try asked.check(text)
        if URL(string: source)?.host == nil { throw ValidationError("--source " + text.notAURL(source)) }
        let now = Date()
        let deadline = try self.deadline(now: now)
        do {
            try RoomHub.checkDeadline(deadline, now: now)
        } catch {
            throw ValidationError("--until: " + (text.homeworkRefused(error) ?? error.description))
        }
    }

    private func deadline(now: Date) throws -> Date {
        do {
            return try HomeworkDeadline.parse(until, now: now, zone: .current)
        } catch {
            throw ValidationError("--until: " + (language.messages.homeworkRefused(error) ?? error.description))
        }
    }

    func run() async throws {
        let text = language.messages
        let deadline = try self.deadline(now: Date())
        let reply = try await asked.open(
            RoomOpening.Request(pack: pack, showAnswers: !hideAnswers, until: deadline), at: source, text: text)
        HostKeys.keep(HostKeys.Kept(key: reply.key, source: source), pin: reply.pin)
        writeOut(
            [
                text.roomAssigned(
                    pin: reply.pin, title: reply.title, questions: reply.questions, seconds: reply.seconds,
                    until: deadline)
            ] + text.joinWith([source], reply.pin) + [text.assignedFollow(reply.pin)])
    }
}
