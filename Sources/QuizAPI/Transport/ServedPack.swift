import Foundation
import QuizCore
import QuizPacks

/// A pack ready to serve: the replies that depend on the pack alone, encoded once, so that a request costs a lookup
/// and a copy of bytes. A class, so that a request takes the pack with one reference rather than a copy of its parts.
final class ServedPack: Sendable {
    let pack: Pack
    /// The whole list of a match, book, film or fact pack.
    let list: Data
    /// The quizzes by id: their position in `quizzes`.
    let quizIndex: [Int: Int]
    let quizzes: [QuizItem]
    /// Each quiz without its answer, by position: as the service sends it to a player who has not made it a
    /// favourite, and to one who has.
    let plain: [Data]
    let plainFavourite: [Data]
    /// Each quiz as a player without favourites decodes it from `plain`.
    let plainItems: [QuizItem]
    /// The same with `answer`, for `random10wa`.
    let answered: [Data]
    let answeredFavourite: [Data]

    init(_ pack: Pack, shape: MediaShape) {
        self.pack = pack
        var quizzes: [QuizItem] = []
        switch pack.items {
        case .quiz(let items): (quizzes, list) = (items, Data())
        case .match(let items): list = APIReply.encode(pack.withExtraFields(items))
        case .book(let items): list = APIReply.encode(pack.withExtraFields(items))
        case .film(let items): list = APIReply.encode(pack.withExtraFields(items))
        case .choice(let items): list = APIReply.encode(pack.withExtraFields(items))
        case .fact(let items): list = APIReply.encode(pack.withExtraFields(items))
        }
        self.quizzes = quizzes
        func encoded(favourite: Bool, withAnswer: Bool) -> [Data] {
            Self.served(quizzes, of: pack, shape: shape, favourite: favourite, withAnswer: withAnswer) {
                APIReply.encode($0)
            }
        }
        plainItems = Self.plainItems(of: pack, shape: shape)
        plain = encoded(favourite: false, withAnswer: false)
        plainFavourite = encoded(favourite: true, withAnswer: false)
        answered = encoded(favourite: false, withAnswer: true)
        answeredFavourite = encoded(favourite: true, withAnswer: true)
        quizIndex = Dictionary(quizzes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The quizzes of a quiz pack as a player without favourites decodes them (without their answers); none for
    /// a pack of another kind.
    static func plainItems(of pack: Pack, shape: MediaShape) -> [QuizItem] {
        guard case .quiz(let quizzes) = pack.items else { return [] }
        var authors = QuizAuthors()
        return served(quizzes, of: pack, shape: shape, favourite: false, withAnswer: false) { served in
            served.item(authors: &authors)
        }
    }

    /// What `make` gives for each quiz as the service serves it.
    private static func served<Made>(
        _ quizzes: [QuizItem], of pack: Pack, shape: MediaShape, favourite: Bool, withAnswer: Bool,
        _ make: (ServedQuiz) -> Made
    ) -> [Made] {
        var authorIds: [String: Int] = [:]
        for quiz in quizzes {
            if let name = quiz.author?.username, authorIds[name] == nil { authorIds[name] = authorIds.count + 1 }
        }
        return quizzes.map { quiz in
            make(
                ServedQuiz(
                    quiz: quiz, authorId: quiz.author.flatMap { authorIds[$0.username] }, favourite: favourite,
                    withAnswer: withAnswer, shape: shape, extraFields: pack.extraFields[quiz.id]))
        }
    }

    /// The quiz at `position` as `favourites` makes it, with or without its answer.
    func quiz(at position: Int, favourites: Set<Int>, withAnswer: Bool = false) -> Data {
        let favourite = favourites.contains(quizzes[position].id)
        switch (withAnswer, favourite) {
        case (false, false): return plain[position]
        case (false, true): return plainFavourite[position]
        case (true, false): return answered[position]
        case (true, true): return answeredFavourite[position]
        }
    }
}
