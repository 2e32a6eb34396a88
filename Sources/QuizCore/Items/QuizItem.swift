/// A free-text question from the quiz service.
///
/// `answer` is absent from `/random` and page responses and present in `random10wa`, `answer` responses and local
/// packs. `author` and `attachment` may be absent or `null`.
public struct QuizItem: ItemOfKind {
    public var id: Int
    public var question: String
    public var author: QuizAuthor?
    /// Out of line, as few quizzes have one: a quiz without it holds a null reference rather than 50 bytes.
    private var attachmentBox: Boxed<MediaLink>?
    public var answer: String?
    public var favourite: Bool?
    public var tips: [String]?
    /// Other answers a local pack accepts as right, such as `"UK"` for `"United Kingdom"`; never served.
    public var alternatives: [String]?
    /// The numbers a numerical question accepts, each within its margin; when present they, not the text of
    /// `answer`, judge what is typed. Never served, like `alternatives`.
    public var numbers: [NumericAnswer]?

    public init(
        id: Int, question: String, author: QuizAuthor? = nil, attachment: MediaLink? = nil, answer: String? = nil,
        favourite: Bool? = nil, tips: [String]? = nil, alternatives: [String]? = nil, numbers: [NumericAnswer]? = nil
    ) {
        self.alternatives = alternatives
        self.numbers = numbers
        self.id = id
        self.question = question
        self.author = author
        attachmentBox = attachment.map(Boxed.init)
        self.answer = answer
        self.favourite = favourite
        self.tips = tips
    }

    public var attachment: MediaLink? {
        get { attachmentBox?.value }
        set { attachmentBox = newValue.map(Boxed.init) }
    }

    private enum CodingKeys: String, CodingKey {
        case id, question, author
        case attachmentBox = "attachment"
        case answer, favourite, tips, alternatives, numbers
    }

    /// Reads the fields in the order a pack's faults name them: the question, the answer, the author...
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(Int.self, forKey: .id)
        let question = try container.decode(String.self, forKey: .question)
        // An answer may be left out, as replies leave it, but not be null.
        let answer = container.contains(.answer) ? try container.decode(String.self, forKey: .answer) : nil
        let author = try container.decodeIfPresent(QuizAuthor.self, forKey: .author)
        self.init(
            id: id, question: question, author: author,
            attachment: try container.decodeIfPresent(MediaLink.self, forKey: .attachmentBox), answer: answer,
            favourite: try container.decodeIfPresent(Bool.self, forKey: .favourite),
            tips: try container.decodeIfPresent([String].self, forKey: .tips),
            alternatives: try container.decodeIfPresent([String].self, forKey: .alternatives),
            numbers: try container.decodeIfPresent([NumericAnswer].self, forKey: .numbers))
    }

    /// The same quiz as `/random` and the pages serve it: without its answer.
    public var withoutAnswer: QuizItem {
        var copy = self
        copy.answer = nil
        copy.alternatives = nil
        copy.numbers = nil
        return copy
    }

    /// Whether `given` is the answer or one of the alternatives, by the service's rule (see `TextMatching`); for a
    /// numerical question, whether it is a number one of `numbers` accepts.
    public func accepts(_ given: String) -> Bool {
        if let numbers, !numbers.isEmpty { return numbers.contains { $0.accepts(given) } }
        guard let answer else { return false }
        return ([answer] + (alternatives ?? [])).contains { TextMatching.sameQuizAnswer(given, $0) }
    }
}
