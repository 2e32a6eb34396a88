/// The author of a quiz: just `username` and `photo` in the exam's API, more fields in the real service.
///
/// Its fields live in one shared, immutable box, so that a quiz holds a reference rather than 130 bytes, and the
/// quizzes of one author, read from a pack or served, share one box.
public struct QuizAuthor: Codable, Sendable, Hashable {
    private struct Fields: Encodable, Sendable, Hashable {
        var username: String
        var photo: MediaLink?
        var id: Int?
        var isAdmin: Bool?
        var profileName: String?
        var accountTypeId: Int?
        var profileId: Int?
    }

    private let box: Boxed<Fields>

    public init(
        username: String, photo: MediaLink? = nil, id: Int? = nil, isAdmin: Bool? = nil,
        profileName: String? = nil, accountTypeId: Int? = nil, profileId: Int? = nil
    ) {
        box = Boxed(
            Fields(
                username: username, photo: photo, id: id, isAdmin: isAdmin, profileName: profileName,
                accountTypeId: accountTypeId, profileId: profileId))
    }

    private enum CodingKeys: String, CodingKey {
        case username, photo, id, isAdmin, profileName, accountTypeId, profileId
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let username = try container.decode(String.self, forKey: .username)
        let id = try container.decodeIfPresent(Int.self, forKey: .id)
        let accountTypeId = try container.decodeIfPresent(Int.self, forKey: .accountTypeId)
        let profileId = try container.decodeIfPresent(Int.self, forKey: .profileId)
        let isAdmin = try container.decodeIfPresent(Bool.self, forKey: .isAdmin)
        let profileName = try container.decodeIfPresent(String.self, forKey: .profileName)
        self.init(
            username: username, photo: try container.decodeIfPresent(MediaLink.self, forKey: .photo), id: id,
            isAdmin: isAdmin, profileName: profileName, accountTypeId: accountTypeId, profileId: profileId)
    }

    public func encode(to encoder: any Encoder) throws {
        try box.value.encode(to: encoder)
    }

    public var username: String { box.value.username }
    public var photo: MediaLink? { box.value.photo }
    public var id: Int? { box.value.id }
    public var isAdmin: Bool? { box.value.isAdmin }
    public var profileName: String? { box.value.profileName }
    public var accountTypeId: Int? { box.value.accountTypeId }
    public var profileId: Int? { box.value.profileId }
}

/// The authors already made, so that the quizzes of one author share one `QuizAuthor`: for readers of many quizzes.
package struct QuizAuthors {
    private var known: [QuizAuthor: QuizAuthor] = [:]

    package init() {}

    /// What `make` gives for `author` (`author` itself by default), made once for all quizzes of an equal author.
    package mutating func shared(_ author: QuizAuthor, _ make: (QuizAuthor) -> QuizAuthor = { $0 }) -> QuizAuthor {
        if let known = known[author] { return known }
        let made = make(author)
        if known.count < 4096 { known[author] = made }
        return made
    }
}
