import NIOCore
import QuizCore
import QuizPacks
import Synchronization

/// A pack ready to serve: its quizzes in the shape the service sends them, its authors as users, and the list of a
/// pack of another kind encoded once. A class, so that a request takes the pack with one reference rather than a copy
/// of its parts.
final class ServedPack: Sendable {
    let pack: Pack
    /// The whole list of a match, book, film, choice or fact pack, encoded once when the pack is first served rather
    /// than at each request. A mixed pack has one list for each kind it holds besides its own, so that each original
    /// API's route serves the items of its kind. None for quizzes, which their own routes serve.
    private let lists: [ItemKind: ByteBuffer]
    /// Whether items name pictures beside the pack file, whose addresses name the host a request names.
    private let namesPicturesBeside: Bool
    /// The lists of such a pack for the first hosts requests named (`http://HOST`).
    private let listsByOrigin = Mutex<[String: [ItemKind: ByteBuffer]]>([:])
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
        namesPicturesBeside = pack.items.withPictures(below: "/") != pack.items
        lists = namesPicturesBeside ? [:] : Self.lists(of: pack)
        if case .quiz(let quizzes) = pack.items.ofKind(.quiz) { self.quizzes = quizzes } else { self.quizzes = [] }
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

    /// The list of the items of `kind`, as a request to `origin` (`http://HOST`) receives it.
    func list(_ kind: ItemKind, origin: String) -> ByteBuffer {
        guard namesPicturesBeside else { return lists[kind] ?? ByteBuffer() }
        return listsByOrigin.withLock { kept in
            let lists = kept[origin] ?? Self.lists(of: pack, picturesBelow: "\(origin)/packs/\(pack.name)/")
            if kept.count < Self.originsKept { kept[origin] = lists }
            return lists[kind] ?? ByteBuffer()
        }
    }

    /// Enough hosts for a server's names and addresses; a request naming another has its list encoded for it.
    private static let originsKept = 8

    private static func lists(of pack: Pack, picturesBelow base: String? = nil) -> [ItemKind: ByteBuffer] {
        var pack = pack
        if let base { pack.items = pack.items.withPictures(below: base) }
        var lists: [ItemKind: ByteBuffer] = [:]
        for kind in pack.itemKinds {
            switch pack.items.ofKind(kind) {
            case .match(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .book(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .film(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .choice(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .fact(let items): lists[kind] = APIResponse.encode(pack.withExtraFields(items))
            case .quiz, .mixed: break
            }
        }
        if case .mixed(let items) = pack.items {
            lists[.mixed] = APIResponse.encode(pack.withExtraFields(items.map(\.withoutAnswer)))
        }
        return lists
    }

    /// The quiz at `position` as `favourites` makes it, with or without its answer, and with its extra fields.
    /// Its pictures beside the pack are named below `origin` (`http://HOST`), the host the request named.
    func quiz(at position: Int, favourites: Set<Int>, withAnswer: Bool = false, origin: String)
        -> ItemWithExtraFields<ServedQuiz>
    {
        let quiz = quizzes[position]
        return ItemWithExtraFields(
            item: ServedQuiz(
                served[position], favourite: favourites.contains(quiz.id), answer: withAnswer ? quiz.answer ?? "" : nil,
                picturesBelow: "\(origin)/packs/\(pack.name)/"),
            extraFields: pack.extraFields[quiz.id])
    }
}
