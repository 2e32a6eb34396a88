import Foundation
import QuizClass
import QuizPacks

/// `quiz results` and the shell's `results` as text, JSON or CSV: each game's standings, or question by question, or
/// player by player.
///
/// CSV opens in a spreadsheet as text: UTF-8 after a byte order mark, which Excel needs to read it so, and every cell
/// that starts as a formula would neutralised (`CSVField`).
public enum ClassResultsReport {
    public enum View: String, Sendable, CaseIterable {
        case standings, question, player
    }

    /// The games' lines; text says so when there is none.
    public static func lines(
        _ games: [ClassResults], view: View, format: HistoryReport.Format, language: Language, pin: String? = nil
    ) throws -> [String] {
        let text = Messages(language: language)
        if format == .text, games.isEmpty { return [text.noClassResults(pin: pin)] }
        guard view == .standings else {
            // A spreadsheet of no game yet still has its columns.
            if format == .csv, games.isEmpty { return csv([view == .question ? questionColumns : playerColumns]) }
            let reports = games.map { ClassReport($0, byQuestion: view == .question, byPlayer: view == .player) }
            return try lines(reports, format: format, language: language)
        }
        switch format {
        case .text:
            return games.flatMap { game in
                let teams =
                    game.teams.map { [text.teamPodiumTitle] + $0.flatMap(text.teamStanding) + [text.playersTitle] }
                    ?? []
                return [text.classResultsHeader(game)] + teams + game.standings.map(text.standing)
            }
        case .json: return [try HistoryReport.json(games, dates: .iso8601)]
        case .csv:
            // A team column after the name, when a game had teams.
            let teams = games.contains { $0.teams != nil }
            return csv(
                [["pin", "pack", "ended", "rank", "name"] + (teams ? ["team"] : []) + ["right", "points", "tie"]]
                    + games.flatMap { game in
                        let team = game.teamOfPlayer
                        return game.standings.map { standing in
                            [game.pin, game.pack, game.endedAt.ISO8601Format(), "\(standing.rank)", standing.name]
                                + (teams ? [team[standing.name] ?? ""] : [])
                                + ["\(standing.right)", "\(standing.points)", standing.tie?.rawValue ?? ""]
                        }
                    })
        }
    }

    /// The reports' lines: question by question, player by player, or both, as each report holds them; CSV starts
    /// with the byte order mark unless `byteOrderMark` is false (on a terminal).
    public static func lines(
        _ reports: [ClassReport], format: HistoryReport.Format, language: Language, byteOrderMark: Bool = true
    ) throws -> [String] {
        let text = Messages(language: language)
        switch format {
        case .text:
            return reports.flatMap { report in
                [text.classReportHeader(report)] + (report.questions ?? []).flatMap(text.questionSummary)
                    + (report.players ?? []).flatMap {
                        let statements = Set((report.questions ?? []).filter { $0.yesNo == true }.map(\.number))
                        return text.playerAnswers($0, statements: statements)
                    }
            }
        case .json: return [try HistoryReport.json(reports, dates: .iso8601)]
        case .csv:
            var rows: [[String]] = []
            if reports.contains(where: { $0.questions != nil }) {
                rows.append(questionColumns)
                for report in reports {
                    rows += (report.questions ?? []).map { summary in
                        heading(report) + [
                            "\(summary.number)", summary.prompt, summary.solution ?? "", "\(summary.players)",
                            "\(summary.answered)", summary.opinion == true ? "" : "\(summary.right)",
                            summary.opinion == true || summary.players == 0
                                ? "" : decimal(summary.shareRight, digits: 3),
                            summary.mostChosenWrong ?? "", "\(summary.mostChosenWrongCount)",
                            summary.meanSeconds.map { decimal($0, digits: 1) } ?? "",
                        ]
                    }
                }
            }
            if reports.contains(where: { $0.players != nil }) {
                // A team column after the name, when a game had teams.
                let teams = reports.contains { $0.players?.contains { $0.team != nil } == true }
                rows.append(Array(playerColumns.prefix(5)) + (teams ? ["team"] : []) + playerColumns.dropFirst(5))
                for report in reports {
                    for player in report.players ?? [] {
                        rows += player.answers.map { answer in
                            heading(report) + ["\(player.rank)", player.name] + (teams ? [player.team ?? ""] : []) + [
                                "\(answer.question)", answer.answer ?? "",
                                answer.close == true ? "close" : answer.right.map { "\($0)" } ?? "",
                                answer.seconds.map { decimal($0, digits: 1) } ?? "",
                                "\(answer.points)",
                            ]
                        }
                    }
                }
            }
            let lines = csv(rows)
            return byteOrderMark ? lines : lines.map { String($0.drop { $0 == "\u{FEFF}" }) }
        }
    }

    private static let questionColumns = [
        "pin", "pack", "ended", "question", "prompt", "solution", "players", "answered", "right", "share_right",
        "most_chosen_wrong", "most_chosen_wrong_count", "mean_seconds",
    ]

    private static let playerColumns = [
        "pin", "pack", "ended", "rank", "name", "question", "answer", "right", "seconds", "points",
    ]

    /// The rows as one CSV text after the byte order mark, one line per row.
    private static func csv(_ rows: [[String]]) -> [String] {
        ["\u{FEFF}" + rows.map { $0.map(CSVField.escaped).joined(separator: ",") }.joined(separator: "\n")]
    }

    private static func heading(_ report: ClassReport) -> [String] {
        [report.pin, report.pack, report.endedAt.ISO8601Format()]
    }

    /// A number with a point and `digits` decimals, whatever the locale.
    static func decimal(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }
}
