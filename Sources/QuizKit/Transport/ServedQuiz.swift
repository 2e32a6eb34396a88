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

    private enum CodingKeys: String, CodingKey {
        case id, question, answer, author, attachment, favourite, tips
    }

    private enum AuthorKeys: String, CodingKey {
        case id, isAdmin, username, accountTypeId, profileId, profileName, photo
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(quiz.id, forKey: .id)
        try container.encode(quiz.question, forKey: .question)
        if withAnswer { try container.encode(quiz.answer ?? "", forKey: .answer) }
        if let author = quiz.author {
            var nested = container.nestedContainer(keyedBy: AuthorKeys.self, forKey: .author)
            try nested.encode(author.id ?? authorId ?? 0, forKey: .id)
            try nested.encode(author.isAdmin ?? false, forKey: .isAdmin)
            try nested.encode(author.username, forKey: .username)
            try nested.encode(author.accountTypeId ?? 0, forKey: .accountTypeId)
            try nested.encode(author.profileId ?? 0, forKey: .profileId)
            try nested.encode(author.profileName, forKey: .profileName)
            try nested.encode(author.photo.map(served), forKey: .photo)
        } else {
            try container.encodeNil(forKey: .author)
        }
        try container.encode(quiz.attachment.map(served), forKey: .attachment)
        try container.encode(favourite, forKey: .favourite)
        try container.encodeIfPresent(quiz.tips, forKey: .tips)
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
