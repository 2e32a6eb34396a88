import NIOCore
import QuizCore
import QuizPacks

/// A pack ready to serve: its quizzes in the shape the service sends them, its authors as users, and the list of a
/// pack of another kind encoded once. A class, so that a request takes the pack with one reference rather than a copy
/// of its parts.
final class ServedPack: Sendable {
    let pack: Pack
    /// The whole list of a match, book, film, choice or fact pack, encoded once when the pack is first served rather
    /// than at each request. A mixed pack has one list for each kind it holds besides its own, so that each original
    /// API's route serves the items of its kind. None for quizzes, which their own routes serve.
    let lists: [ItemKind: ByteBuffer]
    /// The quizzes as the pack has them, answers and alternatives included, for the checks.
    let quizzes: [QuizItem]
    /// The quizzes as a player without favourites receives them, by position (see `ServedQuiz.item`).
    let served: [QuizItem]
    /// The position of each quiz by id.
    let quizIndex: [Int: Int]
    /// The authors of the quizzes as users, by id.
    let authors: [ServedUser]

    init(_ pack: Pack, shape: MediaShape) {
        self.pack = pack
        var quizzes: [QuizItem] = []
        var lists: [ItemKind: ByteBuffer] = [:]
        for kind in pack.itemKinds {
            switch pack.items.ofKind(kind) {
            case .quiz(let items): quizzes = items
            case .match(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .book(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .film(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .choice(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .fact(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .mixed: break
            }
        }
        if case .mixed(let items) = pack.items {
            lists[.mixed] = APIResponse.encode(pack.withExtraFields(items.map(\.withoutAnswer)))
        }
        self.lists = lists
        self.quizzes = quizzes
        var authorIds: [String: Int] = [:]
        for quiz in quizzes {
            if let name = quiz.author?.username, authorIds[name] == nil { authorIds[name] = authorIds.count + 1 }
        }
        var authors = QuizAuthors()
        served = quizzes.map { quiz in
            ServedQuiz.item(
                of: quiz, authorId: quiz.author.flatMap { authorIds[$0.username] }, shape: shape, authors: &authors)
        }
        var users: [Int: ServedUser] = [:]
        for (quiz, served) in zip(quizzes, served) {
            guard let author = served.author, let id = author.id, users[id] == nil else { continue }
            users[id] = ServedUser(author: author, profileId: quiz.author?.profileId)
        }
        self.authors = users.values.sorted { $0.id < $1.id }
        quizIndex = Dictionary(quizzes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The quiz at `position` as `favourites` makes it, with or without its answer, and with its extra fields.
    func quiz(at position: Int, favourites: Set<Int>, withAnswer: Bool = false) -> ItemWithExtraFields<ServedQuiz> {
        let quiz = quizzes[position]
        return ItemWithExtraFields(
            item: ServedQuiz(
                served[position], favourite: favourites.contains(quiz.id), answer: withAnswer ? quiz.answer ?? "" : nil),
            extraFields: pack.extraFields[quiz.id])
    }
}
