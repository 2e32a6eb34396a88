import Foundation

/// How well a model's weights predict the reviews of a log, as fsrs-rs's `evaluate` measures it: the log loss of
/// the recall predicted for each review, weighted by recency, and the RMSE over bins of reviews alike (days since the
/// last review, reviews so far, lapses), each bin weighted by its reviews' recency.
public struct FSRSEvaluation: Sendable, Hashable, Codable {
    public var logLoss: Double
    public var rmseBins: Double

    public init(logLoss: Double, rmseBins: Double) {
        self.logLoss = logLoss
        self.rmseBins = rmseBins
    }

    /// The evaluation of `weights` on every review of `set` that is predicted; nil when there is none.
    public init?(_ weights: [Double], on set: TrainingSet) {
        guard !set.items.isEmpty else { return nil }
        let recurrence = FSRSRecurrence(weights)
        // Each review's prediction and bin, found in one pass over its card.
        var predicted = set.cards.map { [Double](repeating: 0, count: $0.count) }
        var binOf = set.cards.map { [Bin](repeating: Bin(days: 0, longTerm: 0, lapses: 0), count: $0.count) }
        for (card, steps) in set.cards.enumerated() {
            var state = recurrence.initial(steps[0].rating)
            var longTerm = 0
            var lapses = 0
            for (index, step) in steps.enumerated() {
                if index > 0 {
                    let days = Double(step.days)
                    predicted[card][index] = recurrence.retrievability(days: days, stability: state.stability)
                    state = recurrence.next(state, days: days, rating: step.rating)
                }
                if step.days > 0 { longTerm += 1 }
                binOf[card][index] = Bin(days: step.days, longTerm: longTerm, lapses: lapses)
                if step.days > 0 && step.rating == 1 { lapses += 1 }
            }
        }
        var bins: [Bin: (predicted: Double, actual: Double, count: Double, weight: Double)] = [:]
        var loss = 0.0
        var weights = 0.0
        for (index, item) in set.items.enumerated() {
            let weight = TrainingSet.recencyWeight(index, of: set.items.count)
            let steps = set.cards[item.card]
            let r = min(max(predicted[item.card][item.end], 1e-7), 1 - 1e-7)
            let recalled = steps[item.end].rating > 1
            loss -= weight * log(recalled ? r : 1 - r)
            weights += weight
            let key = binOf[item.card][item.end]
            var bin = bins[key] ?? (0, 0, 0, 0)
            bin.predicted += r
            bin.actual += recalled ? 1 : 0
            bin.count += 1
            bin.weight += weight
            bins[key] = bin
        }
        var squares = 0.0
        var binWeights = 0.0
        for (_, bin) in bins.sorted(by: { $0.key < $1.key }) {
            let error = (bin.predicted - bin.actual) / bin.count
            squares += error * error * bin.weight
            binWeights += bin.weight
        }
        logLoss = loss / weights
        rmseBins = (squares / binWeights).squareRoot()
    }

    /// fsrs-rs's bins (`r_matrix_index`): the days since the last review, the long-term reviews so far and the
    /// lapses, each on a geometric scale.
    private struct Bin: Hashable, Comparable {
        var days: Int
        var length: Int
        var lapses: Int

        static func < (left: Bin, right: Bin) -> Bool {
            (left.days, left.length, left.lapses) < (right.days, right.length, right.lapses)
        }

        /// The bin of a review `days` after the one before it, the `longTerm`th of its card a day or more after the
        /// one before it, after `lapses` lapses (Again a day or more after the review before).
        init(days: Int, longTerm: Int, lapses: Int) {
            self.days = days == 0 ? 0 : Self.scale(Double(days), base: 3.62, factor: 2.48 * 100)
            length = Self.scale(Double(longTerm + 1), base: 1.89, factor: 1.99)
            self.lapses = lapses == 0 ? 0 : Self.scale(Double(lapses), base: 1.73, factor: 1.65)
        }

        private static func scale(_ value: Double, base: Double, factor: Double) -> Int {
            Int((factor * pow(base, (log(value) / log(base)).rounded(.down))).rounded())
        }
    }
}
