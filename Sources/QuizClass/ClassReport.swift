import Foundation

/// What a teacher reads of a room's results: question by question, player by player, or both, as `quiz results --by`
/// prints them and the host's report page (`/rooms/PIN/report`) shows them.
public struct ClassReport: Codable, Sendable, Hashable {
    public var pin: String
    public var pack: String
    public var title: String
    public var startedAt: Date
    public var endedAt: Date
    /// Whether the game is over; the report of a game under way is as it stands.
    public var finished: Bool
    public var questions: [ClassResults.QuestionSummary]?
    public var players: [ClassResults.PlayerAnswers]?

    public init(_ results: ClassResults, finished: Bool = true, byQuestion: Bool, byPlayer: Bool) {
        pin = results.pin
        pack = results.pack
        title = results.title
        startedAt = results.startedAt
        endedAt = results.endedAt
        self.finished = finished
        questions = byQuestion ? results.byQuestion : nil
        players = byPlayer ? results.byPlayer : nil
    }
}

extension ClassResults {
    /// How the class did on one question.
    public struct QuestionSummary: Codable, Sendable, Hashable {
        public var number: Int
        public var prompt: String
        public var solution: String?
        /// True for a poll or an open question: no answer is right or wrong, and `right` is 0.
        public var opinion: Bool?
        /// True for a statement, answered `yes` or `no`; nil for the others.
        public var yesNo: Bool?
        /// Players the question counts, those who answered, and those who answered right.
        public var players: Int
        public var answered: Int
        public var right: Int
        /// The wrong answer given most often, and by how many; nil when nobody answered wrong.
        public var mostChosenWrong: String?
        public var mostChosenWrongCount: Int
        /// The mean seconds of the answers given; nil when nobody answered.
        public var meanSeconds: Double?

        /// The share of the players it counts who answered right, from 0 to 1: a player who did not answer counts as
        /// not right.
        public var shareRight: Double { players == 0 ? 0 : Double(right) / Double(players) }
    }

    /// One player's answers, question by question.
    public struct PlayerAnswers: Codable, Sendable, Hashable {
        public struct Answer: Codable, Sendable, Hashable {
            public var question: Int
            /// Nil when the player gave no answer in time.
            public var answer: String?
            /// Whether the answer was right; nil for no answer, or for an answer to a poll or an open question.
            public var right: Bool?
            /// True for an answer near enough to earn some points without being right (a slider within its
            /// tolerance, an ordering or pairs half right), which the player was told was close; nil for the others.
            public var close: Bool?
            public var seconds: Double?
            public var points: Int
        }

        public var rank: Int
        public var name: String
        /// Nil in a game without teams, and for a player of no team.
        public var team: String?
        public var points: Int
        public var right: Int
        public var answers: [Answer]
    }

    public var byQuestion: [QuestionSummary] {
        asked.map { question in
            var wrong: [String: Int] = [:]
            for given in question.answers where !given.right && question.opinion != true {
                wrong[given.answer, default: 0] += 1
            }
            let most = wrong.min { ($1.value, $0.key) < ($0.value, $1.key) }
            let seconds = question.answers.map(\.seconds)
            return QuestionSummary(
                number: question.number, prompt: question.prompt, solution: question.solution,
                opinion: question.opinion, yesNo: question.yesNo,
                players: standings.count - (question.unasked?.count ?? 0),
                answered: question.answers.count, right: question.answers.count(where: \.right),
                mostChosenWrong: most?.key, mostChosenWrongCount: most?.value ?? 0,
                meanSeconds: seconds.isEmpty ? nil : seconds.reduce(0, +) / Double(seconds.count))
        }
    }

    /// The players in the order of their standings.
    public var byPlayer: [PlayerAnswers] {
        let given = asked.map { question in
            Dictionary(question.answers.map { ($0.player, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let team = teamOfPlayer
        return standings.map { standing in
            PlayerAnswers(
                rank: standing.rank, name: standing.name, team: team[standing.name], points: standing.points,
                right: standing.right,
                answers: zip(asked, given).filter { $0.0.unasked?.contains(standing.name) != true }.map {
                    question, byName in
                    let answer = byName[standing.name]
                    let close = question.opinion != true && answer?.right == false && (answer?.points ?? 0) > 0
                    return .init(
                        question: question.number, answer: answer?.answer,
                        right: question.opinion == true ? nil : answer?.right, close: close ? true : nil,
                        seconds: answer?.seconds, points: answer?.points ?? 0)
                })
        }
    }

    /// Each player's team, by name; empty in a game without teams.
    public var teamOfPlayer: [String: String] {
        Dictionary(
            (teams ?? []).flatMap { team in team.members.map { ($0.name, team.name) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// The player of `name`, as rooms compare names (`PlayerName.key`), with the cards of the questions they did not
    /// answer right, in the order they were asked (a poll or an open question is never missed, nor one asked before
    /// they joined); nil when no player of the game had that name.
    public func missed(by name: String) -> (player: String, cards: [String])? {
        guard let key = PlayerName(name)?.key,
            let player = standings.first(where: { PlayerName($0.name)?.key == key })?.name
        else { return nil }
        let missed = asked.filter { question in
            question.opinion != true && question.unasked?.contains(player) != true
                && !question.answers.contains { $0.player == player && $0.right }
        }
        return (player, missed.map(\.card))
    }
}
