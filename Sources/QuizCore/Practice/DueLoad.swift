import Foundation

/// How many cards fall due on each of the next days, so that a review's due date goes, within its fuzz range, to a
/// day with fewer cards due (load balance), and chosen weekdays take fewer (easy days), as Anki does since 24.11
/// (`rslib/src/scheduler/states/load_balancer.rs`).
///
/// Each day of the range is drawn with a weight: 1 for a day with no card due, otherwise (1/cards)^2.15 · (1/days)^3,
/// so that emptier and nearer days are likelier; times a tiny weight (10⁻⁴) for an easy day that already holds more
/// than half of the average of the other days. Intervals beyond 90 days are left to fuzz alone. Days are UTC days.
public struct DueLoad: Sendable, Hashable {
    /// The longest interval that is balanced, and the days counted (10% more, for the due dates balancing sends on).
    public static let longestBalanced = 90
    public static let days = 99

    /// The first day counted, in days since 1970 (UTC).
    public let firstDay: Int
    /// The cards due on each day from `firstDay`.
    public private(set) var counts: [Int]
    /// Whether the count of cards due weighs the days; without it only easy days do.
    public var balances: Bool
    /// Weekdays that take fewer reviews: 0 Monday to 6 Sunday.
    public var easyDays: Set<Int>

    public init(from date: Date, counts: [Int], balances: Bool, easyDays: Set<Int>) {
        firstDay = Self.day(of: date)
        self.counts = counts + Array(repeating: 0, count: max(0, Self.days - counts.count))
        self.balances = balances
        self.easyDays = easyDays
    }

    /// The UTC day of `date`, in days since 1970.
    public static func day(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    /// Counts a card's due date moving from `old` (nil for a new card) to `new`.
    public mutating func move(from old: Date?, to new: Date) {
        if let old, let index = index(of: old), counts[index] > 0 { counts[index] -= 1 }
        if let index = index(of: new) { counts[index] += 1 }
    }

    private func index(of date: Date) -> Int? {
        let index = Self.day(of: date) - firstDay
        return counts.indices.contains(index) ? index : nil
    }

    /// The interval, in `range` of days around `interval`, for a card reviewed at `date`: drawn from `generator` by
    /// the days' weights; drawn evenly, as fuzz draws it, when every day weighs the same.
    public func interval(
        in range: ClosedRange<Int>, around interval: Int, reviewedAt date: Date,
        using generator: inout some RandomNumberGenerator
    ) -> Int {
        guard range.count > 1, interval <= Self.longestBalanced, range.lowerBound <= Self.longestBalanced else {
            return Int.random(in: range, using: &generator)
        }
        let today = Self.day(of: date)
        let loads = range.map { days in index(of: date + Double(days) * 86_400).map { counts[$0] } ?? 0 }
        // 0 Monday to 6 Sunday: 1970-01-01 was a Thursday.
        let weekdays = range.map { ((today + $0 + 3) % 7 + 7) % 7 }
        let easy = easyDayModifiers(loads: loads, weekdays: weekdays)
        let weights = zip(range, zip(loads, easy)).map { days, day in
            guard day.0 > 0 else { return 1.0 }
            let byLoad = balances ? pow(1 / Double(day.0), 2.15) * pow(1 / Double(days), 3) : 1
            return byLoad * day.1
        }
        guard weights.contains(where: { $0 != weights[0] }) else { return Int.random(in: range, using: &generator) }
        var drawn = Double.random(in: 0..<weights.reduce(0, +), using: &generator)
        for (days, weight) in zip(range, weights) {
            if drawn < weight { return days }
            drawn -= weight
        }
        return range.upperBound
    }

    /// 1 for a day that may take the card, 10⁻⁴ for an easy day that holds more than half of what the other days of
    /// the range hold on average, as Anki's "reduced" easy days.
    private func easyDayModifiers(loads: [Int], weekdays: [Int]) -> [Double] {
        let total = loads.reduce(0, +)
        let shares = weekdays.reduce(0.0) { $0 + (easyDays.contains($1) ? 0.5 : 1) }
        return zip(loads, weekdays).map { load, weekday in
            guard easyDays.contains(weekday) else { return 1 }
            let othersShare = shares - 0.5
            guard othersShare > 0 else { return 1 }
            return Double(load) / 0.5 > Double(total - load) / othersShare ? 0.0001 : 1
        }
    }
}
