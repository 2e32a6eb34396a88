import QuizAPI
import QuizCore

/// The values the player's database keeps as JSON text: a game's options and score, an answer, a rotation, a line
/// of facts. Each writes itself field for field as its `Encodable` conformance would be written by `JSONEncoder`
/// with sorted keys, straight into bytes, since a game writes a dozen of them; they are read with `JSONDecoder`.
protocol StoredJSON {
    func write(to json: inout CompactJSON)
}

extension StoredJSON {
    var storedText: String {
        var json = CompactJSON()
        write(to: &json)
        return json.text
    }
}

extension GameOptions: StoredJSON {
    func write(to json: inout CompactJSON) {
        json.object { json in
            if let filter { json.member("filter", filter) }
            if let limit { json.member("limit", limit) }
            json.key("seed")
            json.unsigned(seed)
            if let shuffleAnswers { json.member("shuffleAnswers", shuffleAnswers) }
            if let streakAlerts {
                json.key("streakAlerts")
                json.array(streakAlerts) { $0.integer($1) }
            }
            if let timeLimit {
                json.key("timeLimit")
                json.number(timeLimit)
            }
        }
    }
}

extension Score: StoredJSON {
    func write(to json: inout CompactJSON) {
        json.object { json in
            json.key("answerTime")
            json.number(answerTime)
            json.member("bestStreak", bestStreak)
            json.member("currentStreak", currentStreak)
            json.member("right", right)
            json.member("unanswered", unanswered)
            json.member("wrong", wrong)
        }
    }
}

extension Answer: StoredJSON {
    func write(to json: inout CompactJSON) {
        switch self {
        case .option(let number): json.integer(number)
        case .yesNo(let flag): json.bool(flag)
        case .text(let text): json.string(text)
        }
    }

    /// The text `write(to:)` writes, without its buffer for the number or flag that most answers are: every
    /// round of a game keeps one.
    var storedText: String {
        switch self {
        case .option(let number): return String(number)
        case .yesNo(let flag): return flag ? "true" : "false"
        case .text:
            var json = CompactJSON()
            write(to: &json)
            return json.text
        }
    }
}

extension Rotation: StoredJSON {
    func write(to json: inout CompactJSON) {
        json.object { json in
            json.member("games", games)
            json.key("lastPlayed")
            json.object { json in
                for (id, game) in lastPlayed.map({ (String($0.key), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
                    json.key(escaping: id)
                    json.integer(game)
                }
            }
        }
    }
}

extension FactLine: StoredJSON {
    func write(to json: inout CompactJSON) {
        json.object { json in
            if let lastCategory { json.member("lastCategory", lastCategory) }
            json.key("lines")
            json.object { json in
                for (category, ids) in lines.sorted(by: { $0.key < $1.key }) {
                    json.key(escaping: category)
                    json.array(ids) { $0.integer($1) }
                }
            }
        }
    }
}
