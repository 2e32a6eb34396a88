/// The weights fitted to a review log, as fsrs-rs's `compute_parameters` fits them, and how far the fit went.
///
/// Fewer than `minimumReviews` reviews to predict (after the outlier filter) leave the default weights; fewer than
/// `minimumForTraining`, or only first long-term reviews, fit the initial stabilities w0 to w3 alone; more, all 21.
public struct FSRSFit: Sendable, Hashable {
    public enum Extent: String, Sendable, Hashable, Codable {
        /// Too few reviews: the default weights.
        case defaults
        /// The initial stabilities fitted, the other weights the defaults.
        case initialStabilities = "initial-stabilities"
        /// All 21 weights trained.
        case trained
    }

    public static let minimumReviews = 8
    public static let minimumForTraining = 64

    public let weights: [Double]
    public let extent: Extent
    /// The reviews predicted after the outlier filter: those the fit learns from.
    public let trainingReviews: Int

    /// The fit of the reviews of `set`; `progress` hears the share of the training done as it goes.
    public init(_ set: TrainingSet, progress: (Double) -> Void = { _ in }) {
        let filter = OutlierFilter(set)
        let training = filter.training
        trainingReviews = training.count
        let defaults = FSRSModel.defaultWeights
        let recalled = training.reduce(0) { $0 + (set.cards[$1.card][$1.end].rating > 1 ? 1 : 0) }
        guard training.count >= Self.minimumReviews,
            let initial = InitialStability(
                set, items: filter.initialization, averageRecall: Double(recalled) / Double(training.count))
        else {
            (weights, extent) = (defaults, .defaults)
            return
        }
        let start = initial.stabilities + defaults[4...]
        guard training.count >= Self.minimumForTraining, training.count != filter.initialization.count else {
            (weights, extent) = (start, .initialStabilities)
            return
        }
        var trained = FSRSTrainer(set, items: training).train(from: start, progress: progress)
        guard trained.allSatisfy(\.isFinite) else {
            (weights, extent) = (start, .initialStabilities)
            return
        }
        let fitted = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, trained[$0 - 1]) })
        if let smoothed = InitialStability.smoothed(fitted, counts: initial.counts) {
            trained.replaceSubrange(0..<4, with: smoothed)
        }
        (weights, extent) = (trained, .trained)
    }
}
