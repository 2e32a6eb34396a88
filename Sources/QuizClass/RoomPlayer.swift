import QuizCore

/// A player of a room, connected or not: a player who drops keeps every point and answer.
struct RoomPlayer: Codable, Sendable, Hashable {
    /// One answer given in time.
    ///
    /// It encodes with its answer under the key of the answer's kind (`{"option": 2, "seconds": 1.5, "right": true,
    /// "points": 962}`; `options`, `yesNo`, `text`), so that reading a room's game, every answer of every player,
    /// looks the kind up rather than trying one after another. Games saved with the answer as one value under
    /// `answer` still read.
    struct Given: Codable, Sendable, Hashable {
        var answer: Answer
        /// Seconds after the question opened, on the server's clock.
        var seconds: Double
        var right: Bool
        var points: Int

        init(answer: Answer, seconds: Double, right: Bool, points: Int) {
            (self.answer, self.seconds, self.right, self.points) = (answer, seconds, right, points)
        }

        enum CodingKeys: String, CodingKey {
            case option, options, yesNo, text, seconds, right, points
            /// The answer as `Answer` encodes itself, in games saved before the kinds had keys of their own.
            case answer
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let number = try container.decodeIfPresent(Int.self, forKey: .option) {
                answer = .option(number)
            } else if let numbers = try container.decodeIfPresent([Int].self, forKey: .options) {
                answer = .options(numbers)
            } else if let flag = try container.decodeIfPresent(Bool.self, forKey: .yesNo) {
                answer = .yesNo(flag)
            } else if let text = try container.decodeIfPresent(String.self, forKey: .text) {
                answer = .text(text)
            } else {
                answer = try container.decode(Answer.self, forKey: .answer)
            }
            seconds = try container.decode(Double.self, forKey: .seconds)
            right = try container.decode(Bool.self, forKey: .right)
            points = try container.decode(Int.self, forKey: .points)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch answer {
            case .option(let number): try container.encode(number, forKey: .option)
            case .options(let numbers): try container.encode(numbers, forKey: .options)
            case .yesNo(let flag): try container.encode(flag, forKey: .yesNo)
            case .text(let text): try container.encode(text, forKey: .text)
            }
            try container.encode(seconds, forKey: .seconds)
            try container.encode(right, forKey: .right)
            try container.encode(points, forKey: .points)
        }
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
