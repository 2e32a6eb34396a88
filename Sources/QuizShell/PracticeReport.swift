import Foundation
import QuizCore

/// `quiz practice --stats` as text, JSON or CSV, and `quiz practice --export-log` in the layout of FSRS's optimizer.
public enum PracticeReport {
    public static func stats(_ stats: PracticeStats, format: HistoryReport.Format, language: Language, style: Style)
        throws -> [String]
    {
        switch format {
        case .text:
            let marks = OutputMarks(style: style)
            return marks.written(PracticeChart(text: Messages(language: language), marks: marks).lines(stats))
        case .json:
            return [try HistoryReport.json(stats, dates: .deferredToDate)]
        case .csv:
            var rows = ["section,key,value"]
            rows += [
                ("new", stats.cards.new), ("learning", stats.cards.learning), ("review", stats.cards.review),
                ("relearning", stats.cards.relearning),
            ].map { "cards,\($0.0),\($0.1)" }
            rows.append("retention,target,\(stats.retention.target)")
            rows.append("retention,measured,\(stats.retention.measured.map { "\($0)" } ?? "")")
            rows.append("retention,reviews,\(stats.retention.reviews)")
            rows += stats.forecast.map { "forecast,\($0.day),\($0.due)" }
            for parameters in stats.parameters {
                let pack = parameters.pack ?? "*"
                rows.append("parameters,\(pack) log_loss,\(parameters.fitted.logLoss)")
                rows.append("parameters,\(pack) rmse_bins,\(parameters.fitted.rmseBins)")
            }
            return rows
        }
    }

    /// `quiz practice --optimize` and `--evaluate` as text or JSON.
    public static func optimization(
        _ result: PracticeOptimization, evaluating: Bool, format: HistoryReport.Format, language: Language
    ) throws -> [String] {
        guard format == .json else { return result.lines(Messages(language: language), evaluating: evaluating) }
        return [try HistoryReport.json(result, dates: .deferredToDate)]
    }

    /// The review log as FSRS's optimizer reads it: `card_id` (a whole number per card), `review_time` (milliseconds
    /// since 1970), `review_rating` (1 to 4), `review_state` (the card's state before the review: 0 new, 1 learning,
    /// 2 review, 3 relearning) and `review_duration` (milliseconds; empty when not measured), oldest first.
    public static func reviewLog(_ log: [PracticeReview]) -> String {
        var lines = ["card_id,review_time,review_rating,review_state,review_duration"]
        for review in log {
            let entry = review.entry
            let time = Int64((entry.date.timeIntervalSince1970 * 1000).rounded())
            let duration = entry.duration.map { String(Int64(($0 * 1000).rounded())) } ?? ""
            lines.append(
                "\(PracticeCard.number(pack: review.pack, id: review.card)),\(time),\(entry.rating.rawValue),"
                    + "\(entry.stateBefore.rawValue),\(duration)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
