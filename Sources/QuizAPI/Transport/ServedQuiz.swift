import QuizCore
import QuizPacks

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
/// `{"id", "question", "answer"?, "author": {"id", "isAdmin", "username", "accountTypeId", "profileId",
/// "profileName", "photo"} | null, "attachment": {...} | null, "favourite": Bool, "tips"?}`. `answer` only when
/// the route gives answers (`random10wa`); `tips` only when the pack has them, as older versions of the service.
/// An author that a pack names only by `username` gets the service's other fields: an `id` numbering the pack's
/// authors from 1 in order of appearance, `isAdmin` false, `accountTypeId` and `profileId` 0, `profileName` null.
struct ServedQuiz: Encodable {
    var quiz: QuizItem
    var authorId: Int?
    var favourite: Bool
    var withAnswer: Bool
    var shape: MediaShape
    var extraFields: ExtraFields?

    private enum CodingKeys: String, CodingKey {
        case id, question, answer, author, attachment, favourite, tips
    }

    private enum AuthorKeys: String, CodingKey {
        case id, isAdmin, username, accountTypeId, profileId, profileName, photo
    }

    /// The quiz as a client decodes what `encode(to:)` writes.
    var item: QuizItem {
        var authors = QuizAuthors()
        return item(authors: &authors)
    }

    /// `item`, its author shared with the quizzes of the same author made before.
    func item(authors: inout QuizAuthors) -> QuizItem {
        var item = quiz
        item.answer = withAnswer ? (quiz.answer ?? "") : nil
        item.author = quiz.author.map { author in
            authors.shared(author) { author in
                QuizAuthor(
                    username: author.username, photo: author.photo.map(served), id: author.id ?? authorId ?? 0,
                    isAdmin: author.isAdmin ?? false, profileName: author.profileName,
                    accountTypeId: author.accountTypeId ?? 0, profileId: author.profileId ?? 0)
            }
        }
        item.attachment = quiz.attachment.map(served)
        item.favourite = favourite
        return item
    }

    func encode(to encoder: any Encoder) throws {
        let item = self.item
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(item.id, forKey: .id)
        try container.encode(item.question, forKey: .question)
        try container.encodeIfPresent(item.answer, forKey: .answer)
        if let author = item.author {
            var nested = container.nestedContainer(keyedBy: AuthorKeys.self, forKey: .author)
            try nested.encode(author.id, forKey: .id)
            try nested.encode(author.isAdmin, forKey: .isAdmin)
            try nested.encode(author.username, forKey: .username)
            try nested.encode(author.accountTypeId, forKey: .accountTypeId)
            try nested.encode(author.profileId, forKey: .profileId)
            try nested.encode(author.profileName, forKey: .profileName)
            try nested.encode(author.photo, forKey: .photo)
        } else {
            try container.encodeNil(forKey: .author)
        }
        try container.encode(item.attachment, forKey: .attachment)
        try container.encode(favourite, forKey: .favourite)
        try container.encodeIfPresent(item.tips, forKey: .tips)
        try extraFields?.encode(to: encoder)
    }

    private func served(_ link: MediaLink) -> MediaLink {
        switch shape {
        case .exam: MediaLink(url: link.url, shape: .string)
        case .service:
            MediaLink(
                url: link.url, mime: link.mime ?? Self.mime(of: link.url), filename: link.filename, shape: .object)
        }
    }

    /// The MIME type that a URL's extension suggests; `image/jpeg` when it suggests none.
    static func mime(of url: String) -> String {
        let path = url.split(separator: "?").first.map(String.init) ?? url
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "png": return "image/png"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        case "pdf": return "application/pdf"
        case "mp4": return "video/mp4"
        default: return "image/jpeg"
        }
    }
}
