/// Judges, without a server, the answers that the downloaded items can judge: for playing `--offline`, and when
/// the server stops answering in the middle of a game.
///
/// A match carries its `winner`, so it is judged as `/check` would; a quiz is judged by its answer, from the pack
/// or from those `sync` kept; a quiz with neither cannot be, and says so.
public struct OfflineCheck: Sendable {
    public struct Unavailable: Error, Sendable, Hashable, CustomStringConvertible {
        public var id: Int

        public var description: String {
            "quiz \(id) came without its answer, so only the server can check it; play it online, or \"sync\" "
                + "once to keep the answers"
        }
    }

    public let pack: Pack
    /// Answers of quizzes by id, kept by `sync`.
    public let answers: [Int: String]

    public init(pack: Pack, answers: [Int: String] = [:]) {
        self.pack = pack
        self.answers = answers
    }

    public func check(_ request: CheckRequest) throws(Unavailable) -> Bool {
        switch request {
        case .match(let id, let winner):
            guard case .match(let items) = pack.items.ofKind(.match), let match = items.first(where: { $0.id == id })
            else { throw Unavailable(id: id) }
            return match.winner == winner
        case .quiz(let id, let answer):
            guard case .quiz(let items) = pack.items.ofKind(.quiz), var quiz = items.first(where: { $0.id == id })
            else { throw Unavailable(id: id) }
            // Judged by the quiz's answer, or the one `sync` kept for it.
            quiz.answer = quiz.answer ?? answers[id]
            guard quiz.answer != nil else { throw Unavailable(id: id) }
            return quiz.accepts(answer)
        }
    }
}
