import Foundation

/// What `practice stats` shows: the cards by state, the retention measured on the log against the target, and how
/// many cards fall due on each of the next days.
public struct PracticeStats: Sendable, Hashable, Codable {
    public struct Cards: Sendable, Hashable, Codable {
        public var new = 0
        public var learning = 0
        public var review = 0
        public var relearning = 0
    }

    public struct Retention: Sendable, Hashable, Codable {
        public var target: Double
        /// The share of reviews of cards in review that were recalled (rated Hard, Good or Easy); nil without any.
        public var measured: Double?
        /// The reviews of cards in review the measure counts.
        public var reviews: Int
    }

    /// One day of the forecast: its date (UTC, `YYYY-MM-DD`) and the cards due on it, the first day's overdue ones too.
    public struct Day: Sendable, Hashable, Codable {
        public var day: String
        public var due: Int
    }

    public var cards: Cards
    public var retention: Retention
    public var forecast: [Day]
    /// The fitted weights scheduling the packs counted, of every pack and of single packs; empty for FSRS-6's defaults.
    public var parameters: [PracticeParameters]

    public static let forecastDays = 30

    /// The stats of `known` cards and `unseen` ones never reviewed, from `log`, at `date`, scheduled by `parameters`.
    public init(
        known: [Card], unseen: Int, log: [ReviewLogEntry], target: Double, parameters: [PracticeParameters] = [],
        at date: Date
    ) {
        self.parameters = parameters
        func count(_ state: CardState) -> Int { known.count { $0.state == state } }
        cards = Cards(
            new: unseen + count(.new), learning: count(.learning), review: count(.review),
            relearning: count(.relearning))
        let inReview = log.filter { $0.stateBefore == .review }
        let recalled = inReview.filter { $0.rating != .again }.count
        retention = Retention(
            target: target, measured: inReview.isEmpty ? nil : Double(recalled) / Double(inReview.count),
            reviews: inReview.count)
        let today = DueLoad.day(of: date)
        var counts = Array(repeating: 0, count: Self.forecastDays)
        for card in known {
            let days = DueLoad.day(of: card.due) - today
            if days < Self.forecastDays { counts[max(days, 0)] += 1 }
        }
        forecast = counts.enumerated().map { offset, due in
            let day = Date(timeIntervalSince1970: Double(today + offset) * 86_400)
            return Day(day: day.formatted(.iso8601.year().month().day()), due: due)
        }
    }
}
