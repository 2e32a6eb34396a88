/// A yes/no statement about a film; `answer` says whether it is true.
public struct FilmItem: ItemOfKind {
    public var id: Int
    public var title: String
    public var posterUrl: String?
    public var question: String
    public var answer: Bool

    public init(id: Int, title: String, posterUrl: String? = nil, question: String, answer: Bool) {
        self.id = id
        self.title = title
        self.posterUrl = posterUrl
        self.question = question
        self.answer = answer
    }
}
