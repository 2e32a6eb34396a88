import Foundation

/// A finished game as the history file keeps it: one JSON line.
public struct GameRecord: Sendable, Hashable, Codable {
    /// One round of the game: the item, the answer, the result (nil when skipped), the time it took.
    public struct Entry: Sendable, Hashable, Codable {
        public var id: Int
        public var answer: Answer?
        public var result: Bool?
        public var seconds: TimeInterval?

        public init(id: Int, answer: Answer? = nil, result: Bool? = nil, seconds: TimeInterval? = nil) {
            self.id = id
            self.answer = answer
            self.result = result
            self.seconds = seconds
        }

        init(_ round: Round) {
            self.init(id: round.question.id, answer: round.answer, result: round.result, seconds: round.answerTime)
        }
    }

    public var date: Date
    public var pack: String
    public var title: String
    public var kind: ItemKind
    public var options: GameOptions
    /// The game was stopped before its last question.
    public var stopped: Bool
    public var score: Score
    /// Time played, paused time excluded.
    public var time: TimeInterval
    public var rounds: [Entry]

    public init(
        date: Date, pack: String, title: String, kind: ItemKind, options: GameOptions = GameOptions(),
        stopped: Bool = false, score: Score, time: TimeInterval, rounds: [Entry] = []
    ) {
        self.date = date
        self.pack = pack
        self.title = title
        self.kind = kind
        self.options = options
        self.stopped = stopped
        self.score = score
        self.time = time
        self.rounds = rounds
    }
}
