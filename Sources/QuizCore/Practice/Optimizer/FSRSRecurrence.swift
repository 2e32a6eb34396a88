import Foundation

/// FSRS-6's memory state through a card's reviews as fsrs-rs trains and evaluates it (`model.rs`): stability kept
/// from 0.001 to 36,500 days and difficulty from 1 to 10 at every step, over weights of `N` (`Double` to predict,
/// `Dual` to train). The formulas are `FSRSModel`'s.
struct FSRSRecurrence<N: FSRSNumber> {
    let w: [N]
    /// −w20, and the factor that makes retrievability 0.9 after `stability` days.
    private let decay: N
    private let factor: N
    /// D0(Easy), which difficulty reverts to.
    private let easyDifficulty: N
    /// The least a lapse divides stability by: e^(w17·w18).
    private let lapseDivisor: N

    static var stabilityRange: ClosedRange<Double> { 0.001...36_500 }

    init(_ weights: [N]) {
        w = weights
        decay = -weights[20]
        factor = N.exp(N(Foundation.log(0.9)) / decay) - 1
        easyDifficulty = weights[4] - N.exp(weights[5] * 3) + 1
        lapseDivisor = N.exp(weights[17] * weights[18])
    }

    /// The state after a card's first review.
    func initial(_ rating: Int) -> (stability: N, difficulty: N) {
        let difficulty = w[4] - N.exp(w[5] * Double(rating - 1)) + 1
        return (w[rating - 1].clamped(to: Self.stabilityRange), difficulty.clamped(to: FSRSModel.difficultyRange))
    }

    /// The probability of recall `days` after the last review of a card of `stability`.
    func retrievability(days: Double, stability: N) -> N {
        N.pow(factor * (N(days) / stability) + 1, decay)
    }

    /// The state after a review rated `rating` (1 to 4) `days` whole days after the one that left `state`.
    func next(
        _ state: (stability: N, difficulty: N), days: Double, rating: Int
    ) -> (stability: N, difficulty: N) {
        let s = state.stability.clamped(to: Self.stabilityRange)
        let d = state.difficulty.clamped(to: FSRSModel.difficultyRange)
        let stability: N
        if days == 0 {
            let increase = N.exp(w[17] * (w[18] + Double(rating - 3))) * N.pow(s, -w[19])
            stability = s * (rating >= 2 && increase.value < 1 ? N(1) : increase)
        } else {
            let r = retrievability(days: days, stability: s)
            if rating == 1 {
                let longTerm =
                    w[11] * N.pow(d, -w[12]) * (N.pow(s + 1, w[13]) - 1) * N.exp((1 - r) * w[14])
                let shortTerm = s / lapseDivisor
                stability = longTerm.value <= shortTerm.value ? longTerm : shortTerm
            } else {
                var growth = N.exp(w[8]) * (11 - d) * N.pow(s, -w[9]) * (N.exp((1 - r) * w[10]) - 1)
                if rating == 2 { growth = growth * w[15] }
                if rating == 4 { growth = growth * w[16] }
                stability = s * (growth + 1)
            }
        }
        let damped = d + (10 - d) * (w[6] * Double(3 - rating)) / N(9)
        let difficulty = (w[7] * (easyDifficulty - damped) + damped).clamped(to: FSRSModel.difficultyRange)
        return (stability.clamped(to: Self.stabilityRange), difficulty)
    }
}
