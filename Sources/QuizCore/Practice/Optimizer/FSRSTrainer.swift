import Foundation

/// Trains FSRS-6's 21 weights on the reviews of a `TrainingSet` as fsrs-rs's `training.rs` does: the cards in
/// batches of up to 512 predictions, each card's reviews run once per batch; for 5 epochs, the batches in a seeded
/// shuffled order; Adam at a learning rate of 0.04 falling along a cosine; a loss of recency-weighted binary cross
/// entropy plus an L2 penalty of the distance to the starting weights, each scaled by the spread of FSRS's weights
/// across learners; the weights clipped to their bounds after each step.
struct FSRSTrainer {
    static let epochs = 5
    static let batchSize = 512
    static let learningRate = 0.04
    /// Items with more reviews than this are left out of training.
    static let longestHistory = 256
    static let penalty = 1.0
    static let seed: UInt64 = 2023

    /// How far each weight lies from its mean across the srs-benchmark's learners (one standard deviation).
    static let weightDeviations: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25, 1.03, 0.31,
        0.32, 0.14, 0.27,
    ]

    /// `FSRSModel.weightBounds`, with w19 at least 0.01, as fsrs-rs keeps it when it trains the short-term weights.
    static let bounds: [ClosedRange<Double>] = {
        var bounds = FSRSModel.weightBounds
        bounds[19] = 0.01...bounds[19].upperBound
        return bounds
    }()

    /// A card of a batch: its reviews up to the last predicted, and the reviews predicted with their weights.
    struct Column {
        var card: Int
        var length: Int
        var predictions: [(end: Int, weight: Double)]
    }

    struct Batch {
        var columns: [Column] = []
        var predictions = 0
    }

    let set: TrainingSet
    let batches: [Batch]
    let itemCount: Int

    /// The batches of `items` (in time order), weighted by recency.
    init(_ set: TrainingSet, items: [TrainingSet.Item]) {
        self.set = set
        var byCard: [Int: [(end: Int, weight: Double)]] = [:]
        var count = 0
        for (index, item) in items.enumerated() where item.end + 1 <= Self.longestHistory {
            byCard[item.card, default: []].append((item.end, TrainingSet.recencyWeight(index, of: items.count)))
            count += 1
        }
        itemCount = count
        let columns = byCard.keys.sorted().map { card in
            let predictions = byCard[card]!.sorted { $0.end < $1.end }
            return Column(card: card, length: predictions.last!.end + 1, predictions: predictions)
        }
        .enumerated().sorted { ($0.element.length, $0.offset) < ($1.element.length, $1.offset) }.map(\.element)
        var batches: [Batch] = []
        var batch = Batch()
        for column in columns {
            if !batch.columns.isEmpty && batch.predictions + column.predictions.count > Self.batchSize {
                batches.append(batch)
                batch = Batch()
            }
            batch.columns.append(column)
            batch.predictions += column.predictions.count
        }
        if !batch.columns.isEmpty { batches.append(batch) }
        self.batches = batches
    }

    /// The weights trained from `initial`; `progress` hears the share of the training done after each batch.
    func train(from initial: [Double], progress: (Double) -> Void = { _ in }) -> [Double] {
        var weights = initial
        var adam = Adam()
        var generator = SeededGenerator(seed: Self.seed)
        let steps = Double((itemCount / Self.batchSize + 1) * Self.epochs)
        var step = 0
        for epoch in 0..<Self.epochs {
            var order = Array(batches.indices)
            order.shuffle(using: &generator)
            for (done, index) in order.enumerated() {
                let batch = batches[index]
                var gradient = self.gradient(of: batch, at: weights)
                let scale = Self.penalty * Double(batch.predictions) / Double(itemCount)
                for i in 0..<21 {
                    let deviation = Self.weightDeviations[i]
                    gradient[i] += 2 * (weights[i] - initial[i]) / (deviation * deviation) * scale
                }
                let rate = Self.learningRate * (1 + cos(Double.pi * Double(step) / steps)) / 2
                adam.step(&weights, gradient, rate: rate)
                weights = zip(weights, Self.bounds).map { $0.clamped(to: $1) }
                step += 1
                progress((Double(epoch) + Double(done + 1) / Double(order.count)) / Double(Self.epochs))
            }
        }
        return weights
    }

    /// The gradient of the batch's weighted cross entropy with respect to the weights; a prediction clamped to its
    /// floor or ceiling (10⁻⁷ from 0 or 1) adds nothing to it, as in fsrs-rs.
    func gradient(of batch: Batch, at weights: [Double]) -> [Double] {
        let recurrence = FSRSRecurrence(weights.enumerated().map { Dual(weight: $1, index: $0) })
        var total = SIMD32<Double>.zero
        for column in batch.columns {
            let steps = set.cards[column.card]
            var state = recurrence.initial(steps[0].rating)
            var next = 0
            for index in 1..<column.length {
                let step = steps[index]
                let days = Double(step.days)
                if next < column.predictions.count, column.predictions[next].end == index {
                    let weight = column.predictions[next].weight
                    next += 1
                    let r = recurrence.retrievability(days: days, stability: state.stability)
                    if r.value > 1e-7 && r.value < 1 - 1e-7 {
                        let recalled = step.rating > 1
                        let byR = recalled ? -weight / r.value : weight / (1 - r.value)
                        total += byR * r.slope
                    }
                }
                if index + 1 < column.length {
                    state = recurrence.next(state, days: days, rating: step.rating)
                }
            }
        }
        return (0..<21).map { total[$0] }
    }
}

/// Adam's moments, as fsrs-rs steps them: β1 0.9, β2 0.999, ε 10⁻⁸.
private struct Adam {
    var first = [Double](repeating: 0, count: 21)
    var second = [Double](repeating: 0, count: 21)
    var steps = 0.0

    mutating func step(_ weights: inout [Double], _ gradient: [Double], rate: Double) {
        steps += 1
        let firstBias = 1 - pow(0.9, steps)
        let secondBias = 1 - pow(0.999, steps)
        for i in 0..<21 {
            first[i] = 0.9 * first[i] + 0.1 * gradient[i]
            second[i] = 0.999 * second[i] + 0.001 * gradient[i] * gradient[i]
            weights[i] -= rate * (first[i] / firstBias) / ((second[i] / secondBias).squareRoot() + 1e-8)
        }
    }
}
