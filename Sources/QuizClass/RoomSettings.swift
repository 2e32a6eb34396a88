/// How a host sets up a room.
public struct RoomSettings: Codable, Sendable, Hashable {
    public static let defaultSeconds = 20
    /// The seconds a question may last.
    public static let secondsRange = 5...600

    /// Seconds per question.
    public var seconds: Int
    /// How many questions to ask, drawn by `seed`; nil for all of the pack's.
    public var questions: Int?
    /// Whether players see the right answer and the counts on their own screens, or only the host does.
    public var showAnswers: Bool
    /// Orders the questions: the same seed, the same game.
    public var seed: UInt64

    public init(seconds: Int = defaultSeconds, questions: Int? = nil, showAnswers: Bool = true, seed: UInt64 = 0) {
        self.seconds = seconds
        self.questions = questions
        self.showAnswers = showAnswers
        self.seed = seed
    }
}
