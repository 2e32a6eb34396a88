/// A picture a question shows, by URL, with what it depicts.
public struct Picture: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable {
        /// A team's flag; the caption is the team.
        case flag
        /// The photo of one of a book question's answers; the caption is the answer.
        case photo
        /// A film's poster; the caption is the title.
        case poster
        case attachment
        /// The photo of a quiz's author; the caption is the author.
        case authorPhoto
    }

    public var role: Role
    public var url: String
    public var caption: String?

    public init(role: Role, url: String, caption: String? = nil) {
        self.role = role
        self.url = url
        self.caption = caption
    }
}
