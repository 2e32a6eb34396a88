import QuizCore
import QuizPacks

/// Checks and answers of quizzes had in-process, as the routes give them, without a URL or JSON on either side.
extension PackAPI {
    /// What the check route of the pack named `name` (the default pack of the kind when nil) answers; nil when the
    /// route would answer anything but a verdict (a token needed, an unknown pack or id, a bad winner), so that the
    /// caller asks the route and reports its error.
    public func verdict(_ request: CheckRequest, pack name: String?) -> Bool? {
        guard tokens.isEmpty, name == nil || layout.packList else { return nil }
        switch request {
        case .match(let id, let winner):
            guard layout.answers(.checkMatch), winner == 1 || winner == 2,
                case .match(let matches) = servedPack(named: name, kind: .match)?.items,
                let match = matches.first(where: { $0.id == id })
            else { return nil }
            return match.winner == winner
        case .quiz(let id, let answer):
            guard layout.answers(.checkQuiz(id: id)),
                case .quiz(let quizzes) = servedPack(named: name, kind: .quiz)?.items,
                let quiz = quizzes.first(where: { $0.id == id })
            else { return nil }
            return quiz.accepts(answer)
        }
    }

    /// The answer the `answer` route of quiz `id` of the pack named `name` (the default quiz pack when nil) gives;
    /// nil when the route would answer anything else.
    public func answer(ofQuiz id: Int, pack name: String?) -> String? {
        guard tokens.isEmpty, name == nil || layout.packList, layout.answers(.quizAnswer(id: id)),
            case .quiz(let quizzes) = servedPack(named: name, kind: .quiz)?.items,
            let quiz = quizzes.first(where: { $0.id == id })
        else { return nil }
        return quiz.answer ?? ""
    }

    /// The pack the routes of `name`, or the root routes of `kind`, serve, if it holds items of `kind`.
    private func servedPack(named name: String?, kind: ItemKind) -> Pack? {
        guard let name = name ?? defaults[kind], let pack = packs[name]?.pack, pack.kind == kind else { return nil }
        return pack
    }
}
