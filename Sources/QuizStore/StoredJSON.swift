import QuizKit

/// The values the player's database keeps as JSON text: a game's options and score, an answer, a rotation, a line
/// of facts. Each is written field for field as its `Encodable` conformance would be by `JSONEncoder` with sorted
/// keys, without the cost of its machinery, since a game writes a dozen of them; they are read with `JSONDecoder`.
protocol StoredJSON {
    var storedJSON: JSONText { get }
}

extension StoredJSON {
    var storedText: String { storedJSON.compact }
}

extension GameOptions: StoredJSON {
    var storedJSON: JSONText {
        var members: [(key: String, value: JSONText)] = []
        if let filter { members.append(("filter", .string(filter))) }
        if let limit { members.append(("limit", .integer(limit))) }
        members.append(("seed", .unsigned(seed)))
        if let shuffleAnswers { members.append(("shuffleAnswers", .bool(shuffleAnswers))) }
        if let streakAlerts { members.append(("streakAlerts", .array(streakAlerts.map { .integer($0) }))) }
        if let timeLimit { members.append(("timeLimit", .number(timeLimit))) }
        return .object(members)
    }
}

extension Score: StoredJSON {
    var storedJSON: JSONText {
        .object([
            ("answerTime", .number(answerTime)), ("bestStreak", .integer(bestStreak)),
            ("currentStreak", .integer(currentStreak)), ("right", .integer(right)),
            ("unanswered", .integer(unanswered)), ("wrong", .integer(wrong)),
        ])
    }
}

extension Answer: StoredJSON {
    var storedJSON: JSONText {
        switch self {
        case .option(let number): .integer(number)
        case .yesNo(let flag): .bool(flag)
        case .text(let text): .string(text)
        }
    }
}

extension Rotation: StoredJSON {
    var storedJSON: JSONText {
        .object([
            ("games", .integer(games)),
            ("lastPlayed", .object(lastPlayed.map { (String($0.key), .integer($0.value)) })),
        ])
    }
}

extension FactLine: StoredJSON {
    var storedJSON: JSONText {
        var members: [(key: String, value: JSONText)] = []
        if let lastCategory { members.append(("lastCategory", .string(lastCategory))) }
        members.append(("lines", .object(lines.map { ($0.key, .array($0.value.map { .integer($0) })) })))
        return .object(members)
    }
}
