import ArgumentParser
import Foundation
import QuizClass
import QuizClient
import QuizShell

/// The questions of a room that `quiz host` or `quiz assign` opens: their time, their number and their order.
struct RoomQuestionOptions: ParsableArguments {
    @Option(help: "Seconds per question (5 to 600); in homework, from when each student sees it.")
    var seconds = RoomSettings.defaultSeconds

    @Option(help: "How many questions to ask, drawn by the seed; all of the pack's when absent.")
    var questions: Int?

    @Option(help: "The seed of the questions' order; the server draws one when absent.")
    var seed: UInt64?

    /// Refuses what a room cannot ask, in the words of `text`: `--lang` is known only once the command is parsed.
    func check(_ text: Messages) throws {
        guard RoomSettings.secondsRange.contains(seconds) else { throw ValidationError(text.badSecondsOption(seconds)) }
        if let questions, questions < 1 { throw ValidationError(text.badQuestionsOption(questions)) }
    }

    /// Opens `request`, with these questions, on the `quiz serve` at `source`; a refusal is said and ends the command.
    func open(_ request: RoomOpening.Request, at source: String, text: Messages) async throws -> RoomOpening.Reply {
        var request = request
        (request.seconds, request.questions, request.seed) = (seconds, questions, seed)
        do {
            return try await ClassClient.openRoom(at: URL(string: source)!, request)
        } catch {
            throw failure(text.classFailure(error.description))
        }
    }
}
