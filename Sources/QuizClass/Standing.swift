/// A player's place on the leaderboard.
public struct Standing: Codable, Sendable, Hashable {
    /// Why a player stands where a neighbour with the same points does.
    public enum Tie: String, Codable, Sendable {
        /// The same points and right answers as another player: the same rank, listed by name.
        case shared
        /// The same points as another player, told apart by right answers: more right answers rank higher.
        case rightAnswers
    }

    /// 1 for the first; players who share a rank leave the next ones out (1, 1, 3).
    public var rank: Int
    public var name: String
    public var points: Int
    public var right: Int
    /// Set when another player has the same points.
    public var tie: Tie?

    public init(rank: Int, name: String, points: Int, right: Int, tie: Tie? = nil) {
        self.rank = rank
        self.name = name
        self.points = points
        self.right = right
        self.tie = tie
    }

    /// Ranks scores by points, then right answers, then name: standard competition ranking, where players equal on
    /// points and right answers share a rank.
    public static func rank(_ scores: [(name: String, points: Int, right: Int)]) -> [Standing] {
        let ordered = scores.sorted {
            ($0.points, $0.right) != ($1.points, $1.right)
                ? ($0.points, $0.right) > ($1.points, $1.right)
                : $0.name < $1.name
        }
        // Counted once, so that ranking a room of a thousand players takes one pass rather than a million looks.
        var samePoints: [Int: Int] = [:]
        var sameScore: [Score: Int] = [:]
        var sameName: [Score: Int] = [:]
        for score in ordered {
            samePoints[score.points, default: 0] += 1
            sameScore[Score(points: score.points, right: score.right), default: 0] += 1
            sameName[Score(points: score.points, right: score.right, name: score.name), default: 0] += 1
        }
        var standings: [Standing] = []
        standings.reserveCapacity(ordered.count)
        for (index, score) in ordered.enumerated() {
            var rank = index + 1
            if let previous = standings.last, previous.points == score.points, previous.right == score.right {
                rank = previous.rank
            }
            let others =
                sameScore[Score(points: score.points, right: score.right), default: 0]
                - sameName[Score(points: score.points, right: score.right, name: score.name), default: 0]
            let tie: Tie? = samePoints[score.points, default: 0] < 2 ? nil : others > 0 ? .shared : .rightAnswers
            standings.append(Standing(rank: rank, name: score.name, points: score.points, right: score.right, tie: tie))
        }
        return standings
    }

    private struct Score: Hashable {
        var points: Int
        var right: Int
        var name: String? = nil
    }
}
