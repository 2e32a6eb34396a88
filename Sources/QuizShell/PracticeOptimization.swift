import Foundation
import QuizCore

/// `practice optimize` and `practice evaluate` (`quiz practice --optimize` and `--evaluate`): FSRS's weights fitted
/// to a review log, compared on that log with the defaults and with the weights that schedule now, and kept, for
/// every pack or for one, when they predict better than those.
public struct PracticeOptimization: Sendable, Codable {
    /// Weights and how well they predict the log.
    public struct Scored: Sendable, Codable {
        public var weights: [Double]
        public var logLoss: Double
        public var rmseBins: Double
    }

    /// Lines of the log left out or reordered.
    public struct Skipped: Sendable, Codable {
        public var ratings: Int
        public var states: Int
        public var outOfOrder: Int
        public var withoutLearning: Int
    }

    /// The pack fitted; nil for every pack.
    public var pack: String?
    /// Reviews read, reviews predicted, and those left after the outlier filter, which the fit learns from.
    public var reviews: Int
    public var predicted: Int
    public var training: Int
    public var skipped: Skipped
    public var extent: FSRSFit.Extent
    public var defaults: Scored?
    /// The weights that scheduled the pack (or every pack) before, when they were fitted ones.
    public var current: Scored?
    public var fitted: Scored?
    public var kept: Bool

    /// Fits `log` for `pack` (nil for every pack) and, when `keeping`, keeps the weights in `records` where they
    /// predict the log better than those that schedule now. `progress` hears the share of the training done.
    public static func run(
        _ log: [LoggedReview], pack: String?, records: any PracticeRecords, keeping: Bool, at date: Date,
        progress: (Double) -> Void = { _ in }
    ) throws -> PracticeOptimization {
        let set = TrainingSet(log)
        let fit = FSRSFit(set, progress: progress)
        let kept = try records.practiceParameters()
        let scheduling = pack.map { PracticeParameters.scheduling($0, among: kept) } ?? kept.first { $0.pack == nil }
        func scored(_ weights: [Double]) -> Scored? {
            FSRSEvaluation(weights, on: set).map {
                Scored(weights: weights, logLoss: $0.logLoss, rmseBins: $0.rmseBins)
            }
        }
        let defaults = scored(FSRSModel.defaultWeights)
        let current = scheduling.flatMap { scored($0.weights) }
        let fitted = fit.extent == .defaults ? nil : scored(fit.weights)
        var result = PracticeOptimization(
            pack: pack, reviews: set.reviews, predicted: set.predicted, training: fit.trainingReviews,
            skipped: Skipped(
                ratings: set.badRatings, states: set.badStates, outOfOrder: set.outOfOrder,
                withoutLearning: set.withoutLearning),
            extent: fit.extent, defaults: defaults, current: current, fitted: fitted, kept: false)
        if keeping, let fitted, let defaults, fitted.logLoss < (current ?? defaults).logLoss {
            try records.keep(
                PracticeParameters(
                    pack: pack, weights: fitted.weights, reviews: set.predicted,
                    fitted: FSRSEvaluation(logLoss: fitted.logLoss, rmseBins: fitted.rmseBins),
                    defaults: FSRSEvaluation(logLoss: defaults.logLoss, rmseBins: defaults.rmseBins), date: date))
            result.kept = true
        }
        return result
    }

    /// The result as the shell prints it; `evaluating` leaves out what was kept.
    func lines(_ text: Messages, evaluating: Bool) -> [String] {
        var lines = [text.optimizationHeader(self)]
        if let skipped = text.optimizationSkipped(skipped) { lines.append(skipped) }
        switch extent {
        case .defaults: lines.append(text.tooFewToFit(training))
        case .initialStabilities: lines.append(text.onlyInitialStabilities(training))
        case .trained: break
        }
        let rows = [
            (text.defaultParameters, defaults), (text.keptParameters, current), (text.fittedParameters, fitted),
        ]
        let shown = rows.compactMap { name, scored in
            scored.map { [name, Self.figure($0.logLoss), Self.figure($0.rmseBins)] }
        }
        if !shown.isEmpty {
            // The names' column is 8 wide at least.
            lines += Messages.columns([[String(repeating: " ", count: 8), "log loss", "RMSE(bins)"]] + shown)
        }
        if let fitted, extent != .defaults {
            lines.append("w: " + fitted.weights.map(Self.figure).joined(separator: " "))
            if !evaluating { lines.append(text.optimizationVerdict(kept: kept, pack: pack, hadFitted: current != nil)) }
        }
        return lines
    }

    static func figure(_ value: Double) -> String { String(format: "%.4f", value) }
}
