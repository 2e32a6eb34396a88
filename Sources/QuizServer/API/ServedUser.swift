import QuizCore

/// A user as the quiz service sends one, in `/api/users` and as a quiz's author: every key present, `null` where
/// empty.
///
/// `{"id", "isAdmin", "username", "accountTypeId", "profileId", "profileName", "photo": {"mime", "url"} | null}`.
struct ServedUser: Encodable, Sendable, Hashable {
    var id: Int
    var isAdmin: Bool
    var username: String
    var accountTypeId: Int
    /// Null for a local account, as the service's users are; a quiz's author writes 0 there (see `ServedQuiz`).
    @NullWhenEmpty var profileId: Int?
    @NullWhenEmpty var profileName: String?
    @NullWhenEmpty var photo: MediaLink?
}

extension ServedUser {
    /// A quiz's author as served (see `ServedQuiz.item`) as a user, `profileId` as given.
    init(author: QuizAuthor, profileId: Int?) {
        self.init(
            id: author.id ?? 0, isAdmin: author.isAdmin ?? false, username: author.username,
            accountTypeId: author.accountTypeId ?? 0, profileId: profileId, profileName: author.profileName,
            photo: author.photo)
    }
}
