import Foundation

/// What `Game.answer(_:)` did with an answer.
public enum AnswerStep: Sendable, Hashable {
    /// The item judged it: the round is closed, and these are the events to show.
    case judged([GameEvent])
    /// Only a server can judge it; nothing changed. Ask `pending.request`, then give `Game.record(_:for:)` the verdict.
    case needsCheck(PendingCheck)
}

/// An answer awaiting a server's verdict: the round it answers, the answer, when it was given, the request checking it.
public struct PendingCheck: Sendable, Hashable {
    public let round: Int
    public let answer: Answer
    public let request: CheckRequest
    /// When the player answered: the time of the answer does not count the server's.
    public let answeredAt: Date

    /// Asks `check` for the verdict; any failure is `GameError.checkFailed`, naming the round and the error's own
    /// description (`cancelled` for a cancellation), so that the round can be answered again.
    public func verdict(from check: (CheckRequest) async throws -> Bool) async throws(GameError) -> Bool {
        do {
            return try await check(request)
        } catch is CancellationError {
            throw .checkFailed(round: round, reason: "cancelled")
        } catch {
            throw .checkFailed(round: round, reason: String(describing: error))
        }
    }
}
