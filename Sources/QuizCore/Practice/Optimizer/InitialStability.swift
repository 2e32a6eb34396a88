import Foundation

/// The initial stabilities w0 to w3 fitted before training, as fsrs-rs's `parameter_initialization.rs` does: for
/// each first rating, the stability whose forgetting curve best fits the recall of the first long-term reviews
/// after it, found by ternary search; then made to grow with the rating, and filled in for ratings never given.
struct InitialStability {
    /// w0 to w3.
    let stabilities: [Double]
    /// How many first long-term reviews followed each first rating (1 to 4); a rating never given is missing.
    let counts: [Int: Int]

    /// The stabilities searched and kept.
    static let range = FSRSModel.minimumStability...100

    /// Nil when no first long-term review is left to fit them to.
    init?(_ set: TrainingSet, items: [TrainingSet.Item], averageRecall: Double) {
        // By first rating, then by days: the reviews and how many were recalled.
        var groups: [Int: [Int: (count: Double, recalled: Double)]] = [:]
        for item in items where set.isFirstLongTerm(item) {
            let steps = set.cards[item.card]
            let current = steps[item.end]
            var group = groups[steps[0].rating, default: [:]][current.days] ?? (0, 0)
            group.count += 1
            group.recalled += current.rating > 1 ? 1 : 0
            groups[steps[0].rating, default: [:]][current.days] = group
        }
        var counts: [Int: Int] = [:]
        var fitted: [Int: Double] = [:]
        for (rating, byDays) in groups {
            let points = byDays.sorted { $0.key < $1.key }.map { days, group in
                // Laplace smoothing towards the average recall.
                (days: Double(days), recall: (group.recalled + averageRecall) / (group.count + 1), count: group.count)
            }
            counts[rating] = Int(points.reduce(0) { $0 + $1.count })
            fitted[rating] = Self.search(points, default: FSRSModel.defaultWeights[rating - 1])
        }
        guard let stabilities = Self.smoothed(fitted, counts: counts) else { return nil }
        self.stabilities = stabilities
        self.counts = counts
    }

    /// The stability from 0.001 to 100 that minimises the log loss of `points` on the default forgetting curve,
    /// plus a sixteenth of its distance to the default.
    private static func search(_ points: [(days: Double, recall: Double, count: Double)], default: Double) -> Double {
        let decay = -FSRSModel.defaultWeights[20]
        let factor = pow(0.9, 1 / decay) - 1
        func loss(_ stability: Double) -> Double {
            var total = 0.0
            for point in points {
                let predicted = pow(point.days / stability * factor + 1, decay)
                total -= (point.recall * log(predicted) + (1 - point.recall) * log(1 - predicted)) * point.count
            }
            return total + abs(stability - `default`) / 16
        }
        var low = range.lowerBound
        var high = range.upperBound
        var best = `default`
        var iterations = 0
        while high - low > Double.ulpOfOne && iterations < 1000 {
            iterations += 1
            let first = low + (high - low) / 3
            let second = high - (high - low) / 3
            if loss(first) < loss(second) { high = second } else { low = first }
            best = (high + low) / 2
        }
        return best
    }

    /// The stabilities of the ratings given, each at least that of a lower rating (the one given more often wins),
    /// and those of the ratings never given filled in from the others as fsrs-rs does; nil when none was given.
    static func smoothed(_ fitted: [Int: Double], counts: [Int: Int]) -> [Double]? {
        var stability = fitted.filter { counts[$0.key] != nil }
        for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] {
            guard let low = stability[small], let high = stability[big], low > high else { continue }
            if counts[small]! > counts[big]! { stability[big] = low } else { stability[small] = high }
        }
        let w1 = 0.41
        let w2 = 0.54
        var s: [Double?] = [nil, stability[1], stability[2], stability[3], stability[4]]
        switch stability.count {
        case 0:
            return nil
        case 1:
            let (rating, value) = stability.first!
            let factor = value / FSRSModel.defaultWeights[rating - 1]
            return FSRSModel.defaultWeights[0..<4].map { ($0 * factor).clamped(to: range) }.sorted()
        case 2:
            switch (s[1], s[2], s[3], s[4]) {
            case (nil, nil, let r3?, let r4?):
                let r2 = pow(r3, 1 / (1 - w2)) * pow(r4, 1 - 1 / (1 - w2))
                s[2] = r2
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, nil, let r4?):
                let r3 = pow(r2, 1 - w2) * pow(r4, w2)
                s[3] = r3
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, let r3?, nil):
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, nil, let r4?):
                let share = w1 / (w1 + w2 - w1 * w2)
                let other = w2 / (w1 + w2 - w1 * w2)
                s[2] = pow(r1, share) * pow(r4, 1 - share)
                s[3] = pow(r1, 1 - other) * pow(r4, other)
            case (let r1?, nil, let r3?, nil):
                let r2 = pow(r1, w1) * pow(r3, 1 - w1)
                s[2] = r2
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            case (let r1?, let r2?, nil, nil):
                let r3 = pow(r1, 1 - 1 / (1 - w1)) * pow(r2, 1 / (1 - w1))
                s[3] = r3
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default:
                break
            }
        case 3:
            switch (s[1], s[2], s[3], s[4]) {
            case (nil, let r2?, let r3?, _):
                s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, let r3?, _):
                s[2] = pow(r1, w1) * pow(r3, 1 - w1)
            case (_, let r2?, nil, let r4?):
                s[3] = pow(r2, 1 - w2) * pow(r4, w2)
            case (_, let r2?, let r3?, nil):
                s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default:
                break
            }
        default:
            break
        }
        let filled = s.compactMap { $0 }
        guard filled.count == 4 else { return nil }
        return filled.map { $0.clamped(to: range) }
    }
}
