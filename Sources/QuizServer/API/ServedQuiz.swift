import QuizCore

/// How `quiz serve` writes a quiz's attachment and its author's photo.
public enum MediaShape: String, Sendable, Hashable, CaseIterable {
    /// The real quiz service's objects: `{"mime": "image/jpeg", "url": "https://..."}` (and `filename` when the pack
    /// has one).
    case service
    /// The exam text's plain URL strings: `"https://..."`.
    case exam
}

/// A quiz as the real quiz service sends it: every key present, `null` where empty, `favourite` always there.
///
/// `{"id", "question", "answer"?, "author": {...} | null, "attachment": {...} | null, "favourite": Bool, "tips"?}`,
/// followed by the quiz's extra fields (see `ServedPack.quiz(at:favourites:withAnswer:)`). `answer` only when the
/// route gives answers (`random10wa`); `tips` only when the pack has them, as older versions of the service. The
/// author is a `ServedUser`, with 0 for a `profileId` the pack does not give, since client models of quizzes
/// declare it an integer.
struct ServedQuiz: Encodable {
    var id: Int
    var question: String
    var answer: String?
    @NullWhenEmpty var author: ServedUser?
    @NullWhenEmpty var attachment: MediaLink?
    var favourite: Bool
    var tips: [String]?

    /// `item`, made by `ServedQuiz.item(of:authorId:shape:authors:)`, as a player receives it: the pictures beside
    /// the pack named by their whole address below `base`.
    init(_ item: QuizItem, favourite: Bool, answer: String?, picturesBelow base: String) {
        id = item.id
        question = item.question
        self.answer = answer
        author = item.author.map { author in
            var user = ServedUser(author: author, profileId: author.profileId ?? 0)
            user.photo = user.photo?.below(base)
            return user
        }
        attachment = item.attachment?.below(base)
        self.favourite = favourite
        tips = item.tips
    }

    /// `quiz` as the service serves it to a player without favourites: its author with the service's other fields
    /// (an `id` numbering the pack's authors from 1 in order of appearance when the pack gives none, `isAdmin` false,
    /// `accountTypeId` and `profileId` 0), its media in `shape`, `favourite` false and no answer (its alternatives,
    /// which are never written, kept for in-process checks). The author is shared with the quizzes of the same
    /// author made before.
    static func item(
        of quiz: QuizItem, authorId: Int?, shape: MediaShape, authors: inout QuizAuthors
    ) -> QuizItem {
        var item = quiz
        item.answer = nil
        item.author = quiz.author.map { author in
            authors.shared(author) { author in
                QuizAuthor(
                    username: author.username, photo: author.photo.map { served($0, shape) },
                    id: author.id ?? authorId ?? 0, isAdmin: author.isAdmin ?? false,
                    profileName: author.profileName, accountTypeId: author.accountTypeId ?? 0,
                    profileId: author.profileId ?? 0)
            }
        }
        item.attachment = quiz.attachment.map { served($0, shape) }
        item.favourite = false
        return item
    }

    static func served(_ link: MediaLink, _ shape: MediaShape) -> MediaLink {
        switch shape {
        case .exam: MediaLink(url: link.url, shape: .string)
        case .service:
            MediaLink(url: link.url, mime: link.mime ?? mime(of: link.url), filename: link.filename, shape: .object)
        }
    }

    /// The MIME type that a URL's extension suggests; `image/jpeg` when it suggests none.
    static func mime(of url: String) -> String {
        let path = url.split(separator: "?").first.map(String.init) ?? url
        return mimeTypes[path.split(separator: ".").last.map { $0.lowercased() } ?? ""] ?? "image/jpeg"
    }

    private static let mimeTypes = [
        "png": "image/png", "gif": "image/gif", "webp": "image/webp", "svg": "image/svg+xml", "pdf": "application/pdf",
        "mp4": "video/mp4",
    ]
}
