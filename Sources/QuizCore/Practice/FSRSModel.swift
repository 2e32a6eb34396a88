import Foundation

/// The FSRS-6 model of memory: a card's stability and difficulty after each rating, the probability of recalling it
/// some days after its last review (its retrievability), and the days until that probability falls to a target.
///
/// The formulas, the default weights and their bounds are FSRS-6's as published by open-spaced-repetition: py-fsrs 6.x
/// (`fsrs/scheduler.py`), fsrs-rs (`src/inference.rs`, `src/model.rs`) and ts-fsrs (`src/algorithm.ts`). The weights
/// are named w0 to w20 there, as in the comments here.
public struct FSRSModel: Sendable, Hashable {
    /// FSRS-6's default weights, trained on many learners' review logs.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629,
        1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// The range each weight must stay in.
    public static let weightBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5,
        0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8,
        0.1...0.8,
    ]

    public static let minimumStability = 0.001
    public static let difficultyRange = 1.0...10.0

    public static let `default` = try! FSRSModel(weights: defaultWeights)

    public let weights: [Double]

    /// A model with weights trained for one learner: 21 of them, each within `weightBounds`.
    public init(weights: [Double]) throws(SchedulerError) {
        guard weights.count == Self.weightBounds.count else { throw .wrongNumberOfWeights(weights.count) }
        for (index, (weight, bounds)) in zip(weights, Self.weightBounds).enumerated() where !bounds.contains(weight) {
            throw .weightOutOfBounds(index: index, value: weight, bounds: bounds)
        }
        self.weights = weights
    }

    /// How fast retrievability falls with time (w20): the forgetting curve is a power law of this exponent negated.
    public var decay: Double { weights[20] }

    /// Scales elapsed days so that retrievability is 0.9 after `stability` days, whatever the decay.
    private var curveFactor: Double { pow(0.9, -1 / decay) - 1 }

    /// The probability of recalling a card of `stability` `days` after its last review.
    public func retrievability(afterDays days: Double, stability: Double) -> Double {
        pow(1 + curveFactor * days / stability, -decay)
    }

    /// The days, not rounded, after which the retrievability of a card of `stability` falls to `retention`.
    public func interval(stability: Double, desiredRetention retention: Double) -> Double {
        stability / curveFactor * (pow(retention, -1 / decay) - 1)
    }

    /// The memory state after a review rated `rating`, `elapsedDays` whole days after the review that left `memory`;
    /// the initial state when there was none. A review on the same day as the last (0 days) changes stability by
    /// the short-term formula.
    public func memory(after rating: RecallRating, from memory: MemoryState?, elapsedDays: Int) -> MemoryState {
        guard let memory else {
            // w0 to w3, one for each rating.
            let stability = max(weights[rating.rawValue - 1], Self.minimumStability)
            let difficulty = initialDifficulty(rating).clamped(to: Self.difficultyRange)
            return MemoryState(stability: stability, difficulty: difficulty)
        }
        let stability: Double
        if elapsedDays < 1 {
            stability = shortTermStability(memory.stability, rating)
        } else {
            let retrievability = retrievability(afterDays: Double(elapsedDays), stability: memory.stability)
            stability =
                rating == .again
                ? forgettingStability(memory, retrievability: retrievability)
                : recallStability(memory, retrievability: retrievability, rating: rating)
        }
        return MemoryState(
            stability: max(stability, Self.minimumStability), difficulty: nextDifficulty(memory.difficulty, rating))
    }

    /// D0(G) = w4 − e^(w5·(G − 1)) + 1.
    private func initialDifficulty(_ rating: RecallRating) -> Double {
        weights[4] - exp(weights[5] * Double(rating.rawValue - 1)) + 1
    }

    /// The rating moves difficulty by −w6·(G − 3), less as it nears 10, and w7 of the result reverts to D0(Easy).
    private func nextDifficulty(_ difficulty: Double, _ rating: RecallRating) -> Double {
        let change = -weights[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * change / 9
        let reverted = weights[7] * initialDifficulty(.easy) + (1 - weights[7]) * damped
        return reverted.clamped(to: Self.difficultyRange)
    }

    /// S′ = S · e^(w17·(G − 3 + w18)) · S^(−w19), never below S when the card was recalled (Hard, Good, Easy), as in
    /// py-fsrs from 6.3.2, fsrs-rs and ts-fsrs.
    private func shortTermStability(_ stability: Double, _ rating: RecallRating) -> Double {
        let increase = exp(weights[17] * (Double(rating.rawValue) - 3 + weights[18])) * pow(stability, -weights[19])
        return stability * (rating == .again ? increase : max(increase, 1))
    }

    /// S′ = S · (1 + e^w8 · (11 − D) · S^(−w9) · (e^((1 − R)·w10) − 1) · w15 if Hard · w16 if Easy).
    private func recallStability(_ memory: MemoryState, retrievability: Double, rating: RecallRating) -> Double {
        let hardPenalty = rating == .hard ? weights[15] : 1
        let easyBonus = rating == .easy ? weights[16] : 1
        let growth =
            exp(weights[8]) * (11 - memory.difficulty) * pow(memory.stability, -weights[9])
            * (exp((1 - retrievability) * weights[10]) - 1) * hardPenalty * easyBonus
        return memory.stability * (1 + growth)
    }

    /// S′ = w11 · D^(−w12) · ((S + 1)^w13 − 1) · e^((1 − R)·w14), and no more than a same-day Again would leave.
    private func forgettingStability(_ memory: MemoryState, retrievability: Double) -> Double {
        let longTerm =
            weights[11] * pow(memory.difficulty, -weights[12]) * (pow(memory.stability + 1, weights[13]) - 1)
            * exp((1 - retrievability) * weights[14])
        let shortTerm = memory.stability / exp(weights[17] * weights[18])
        return min(longTerm, shortTerm)
    }
}
