import Foundation

/// What a finished room keeps: every player's right answers and points, ranked.
public struct ClassResults: Codable, Sendable, Hashable {
    public var pin: String
    /// The pack's name and title.
    public var pack: String
    public var title: String
    public var startedAt: Date
    public var endedAt: Date
    /// How many questions were asked before the end.
    public var questions: Int
    public var standings: [Standing]
    /// Each question asked with every answer given; empty in results kept before answers were.
    public var asked: [AskedQuestion]
    /// The room's host key, which opens its report page once the room is gone; nil in results kept before it was.
    public var hostKey: String?

    public init(
        pin: String, pack: String, title: String, startedAt: Date, endedAt: Date, questions: Int,
        standings: [Standing], asked: [AskedQuestion] = [], hostKey: String? = nil
    ) {
        self.pin = pin
        self.pack = pack
        self.title = title
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.questions = questions
        self.standings = standings
        self.asked = asked
        self.hostKey = hostKey
    }
}
