/// The author of a quiz: just `username` and `photo` in the exam's API, more fields in the real service.
public struct QuizAuthor: Codable, Sendable, Hashable {
    public var username: String
    public var photo: MediaLink?
    public var id: Int?
    public var isAdmin: Bool?
    public var profileName: String?
    public var accountTypeId: Int?
    public var profileId: Int?

    public init(
        username: String, photo: MediaLink? = nil, id: Int? = nil, isAdmin: Bool? = nil,
        profileName: String? = nil, accountTypeId: Int? = nil, profileId: Int? = nil
    ) {
        self.username = username
        self.photo = photo
        self.id = id
        self.isAdmin = isAdmin
        self.profileName = profileName
        self.accountTypeId = accountTypeId
        self.profileId = profileId
    }
}
