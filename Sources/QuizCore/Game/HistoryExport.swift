import Foundation

/// The history and its stats as JSON or CSV, for taking away: `quiz history --format json`, `quiz stats --format csv`.
public enum HistoryExport {
    /// Every record as the history file keeps it, in one JSON array.
    public static func json(_ records: [GameRecord]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(records), as: UTF8.self)
    }

    /// One row per game: date, pack, kind, right, wrong, unanswered, rounds, best streak, seconds, stopped.
    public static func csv(_ records: [GameRecord]) -> String {
        let header = "date,pack,kind,right,wrong,unanswered,rounds,best_streak,seconds,stopped"
        let rows = records.map { record in
            let score = record.score
            return [
                record.date.ISO8601Format(), field(record.pack), record.kind.rawValue, "\(score.right)",
                "\(score.wrong)", "\(score.unanswered)", "\(score.rounds)", "\(score.bestStreak)", number(record.time),
                record.stopped ? "true" : "false",
            ].joined(separator: ",")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    public static func json(_ stats: [PackStats]) throws -> String {
        let rows = stats.map { stats in
            StatsRow(
                pack: stats.pack, kind: stats.kind.rawValue, games: stats.games, rounds: stats.rounds,
                right: stats.right, accuracy: stats.accuracy, bestStreak: stats.bestStreak,
                averageAnswerSeconds: stats.averageAnswerTime,
                mostMissed: stats.mostMissed().map { MissedRow(id: $0.id, misses: $0.misses) })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(rows), as: UTF8.self)
    }

    /// One row per pack; `most_missed` lists ids with their misses, `7:2 3:1`.
    public static func csv(_ stats: [PackStats]) -> String {
        let header = "pack,kind,games,rounds,right,accuracy,best_streak,average_answer_seconds,most_missed"
        let rows = stats.map { stats in
            [
                field(stats.pack), stats.kind.rawValue, "\(stats.games)", "\(stats.rounds)", "\(stats.right)",
                stats.accuracy.map(number) ?? "", "\(stats.bestStreak)", stats.averageAnswerTime.map(number) ?? "",
                stats.mostMissed().map { "\($0.id):\($0.misses)" }.joined(separator: " "),
            ].joined(separator: ",")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    private struct StatsRow: Encodable {
        var pack: String
        var kind: String
        var games: Int
        var rounds: Int
        var right: Int
        var accuracy: Double?
        var bestStreak: Int
        var averageAnswerSeconds: Double?
        var mostMissed: [MissedRow]
    }

    private struct MissedRow: Encodable {
        var id: Int
        var misses: Int
    }

    private static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
