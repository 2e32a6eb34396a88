import Foundation
import QuizCore

/// A player of a room, connected or not: a player who drops keeps every point and answer.
///
/// A room's game is read and written whole by every change shared over PostgreSQL, with every player's every answer,
/// so a player encodes its answers as one array by question index (`given`, null where none was given) and each
/// answer as an array rather than an object (`Given`): arrays read and write without a table of keys for each. Games
/// saved with the answers under `answers`, by index, each an object with the answer as one value, still read.
struct RoomPlayer: Sendable, Hashable {
    /// One answer given in time.
    ///
    /// It encodes as the answer's kind, the answer, then the seconds, whether right and the points:
    /// `["option", 2, 1.5, true, 962]` (`options`, `yesNo`, `text`), so that reading it looks its kind up rather than
    /// trying one after another.
    struct Given: Sendable, Hashable {
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
    /// The index of the player's team in `RoomSettings.teams`; nil in a room without teams.
    var team: Int?
    /// The index of the first question asked since the player joined: a late joiner plays from the question open.
    var from = 0
    var answers: [Int: Given] = [:]
    /// In a homework room, the index of the question the player is on (the question count once done), and when they
    /// were shown it, nil until they are.
    var at = 0
    var seenAt: Date?

    var points: Int { answers.values.reduce(0) { $0 + $1.points } }

    var right: Int { answers.values.count(where: \.right) }

    /// How many right answers in a row end at question `index`: 0 when that one was not answered right.
    func rightInARow(endingAt index: Int) -> Int {
        var count = 0
        while index - count >= 0, answers[index - count]?.right == true { count += 1 }
        return count
    }
}

extension RoomPlayer: Codable {
    enum CodingKeys: String, CodingKey {
        case name, device, connected, given, team, from, at, seen
        /// The answers of games saved before `given`.
        case answers
    }

    /// An answer as games saved before `given` kept it.
    private struct Kept: Decodable {
        var answer: Answer
        var seconds: Double
        var right: Bool
        var points: Int
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(PlayerName.self, forKey: .name)
        device = try container.decode(String.self, forKey: .device)
        connected = try container.decode(Bool.self, forKey: .connected)
        team = try container.decodeIfPresent(Int.self, forKey: .team)
        from = try container.decodeIfPresent(Int.self, forKey: .from) ?? 0
        at = try container.decodeIfPresent(Int.self, forKey: .at) ?? 0
        seenAt = try container.decodeIfPresent(Date.self, forKey: .seen)
        if let given = try container.decodeIfPresent([Given?].self, forKey: .given) {
            for (index, answer) in given.enumerated() { answers[index] = answer }
        } else {
            answers = try container.decode([Int: Kept].self, forKey: .answers).mapValues {
                Given(answer: $0.answer, seconds: $0.seconds, right: $0.right, points: $0.points)
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(device, forKey: .device)
        try container.encode(connected, forKey: .connected)
        try container.encodeIfPresent(team, forKey: .team)
        if from > 0 { try container.encode(from, forKey: .from) }
        if at > 0 { try container.encode(at, forKey: .at) }
        try container.encodeIfPresent(seenAt, forKey: .seen)
        var given = [Given?](repeating: nil, count: (answers.keys.max() ?? -1) + 1)
        for (index, answer) in answers { given[index] = answer }
        try container.encode(given, forKey: .given)
    }
}

extension RoomPlayer.Given: Codable {
    enum Kind: String, Codable {
        case option, options, yesNo, text
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        switch try container.decode(Kind.self) {
        case .option: answer = .option(try container.decode(Int.self))
        case .options: answer = .options(try container.decode([Int].self))
        case .yesNo: answer = .yesNo(try container.decode(Bool.self))
        case .text: answer = .text(try container.decode(String.self))
        }
        seconds = try container.decode(Double.self)
        right = try container.decode(Bool.self)
        points = try container.decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        let (kind, value): (Kind, any Encodable) =
            switch answer {
            case .option(let number): (.option, number)
            case .options(let numbers): (.options, numbers)
            case .yesNo(let flag): (.yesNo, flag)
            case .text(let text): (.text, text)
            }
        try container.encode(kind)
        try container.encode(value)
        try container.encode(seconds)
        try container.encode(right)
        try container.encode(points)
    }
}
