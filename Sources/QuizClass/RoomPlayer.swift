import QuizCore

/// A player of a room, connected or not: a player who drops keeps every point and answer.
struct RoomPlayer: Codable, Sendable, Hashable {
    /// One answer given in time.
    struct Given: Codable, Sendable, Hashable {
        var answer: Answer
        /// Seconds after the question opened, on the server's clock.
        var seconds: Double
        var right: Bool
        var points: Int
    }

    var name: PlayerName
    /// The key the player's device joined with: only it can take the name back.
    var device: String
    var connected = true
    var kicked = false
    /// Answers by question index.
    var answers: [Int: Given] = [:]

    var points: Int { answers.values.reduce(0) { $0 + $1.points } }
    var right: Int { answers.values.count(where: \.right) }

    /// How many right answers in a row end at question `index`: 0 when that one was not answered right.
    func rightInARow(endingAt index: Int) -> Int {
        var count = 0
        while index - count >= 0, answers[index - count]?.right == true { count += 1 }
        return count
    }
}
