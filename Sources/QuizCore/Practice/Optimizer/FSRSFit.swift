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
        let (training, initialization) = Self.withoutOutliers(set)
        trainingReviews = training.count
        let defaults = FSRSModel.defaultWeights
        let recalled = training.reduce(0) { $0 + (set.cards[$1.card][$1.end].rating > 1 ? 1 : 0) }
        guard training.count >= Self.minimumReviews,
            let initial = InitialStability(
                set, items: initialization, averageRecall: Double(recalled) / Double(training.count))
        else {
            (weights, extent) = (defaults, .defaults)
            return
        }
        let start = initial.stabilities + defaults[4...]
        guard training.count >= Self.minimumForTraining, training.count != initialization.count else {
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

    /// The items that train FSRS, in time order, and the first long-term reviews that set its initial stabilities,
    /// after fsrs-rs's filter of outliers (`dataset.rs`).
    ///
    /// Cards are grouped by the rating of their first review, then by the days before their first review a day or
    /// more later. In each rating's group, the smallest groups of days, up to 5% of the cards (20 at least), are
    /// outliers, and so are groups of fewer than 6 cards or of more than 100 days (365 after Easy). The cards of an
    /// outlying group train nothing; the others' first long-term reviews set the initial stabilities.
    private static func withoutOutliers(
        _ set: TrainingSet
    ) -> (training: [TrainingSet.Item], initialization: [TrainingSet.Item]) {
        var groups: [Int: [Int: [TrainingSet.Item]]] = [:]
        for item in set.items where set.isFirstLongTerm(item) {
            let pair = set.firstPair(item)
            groups[pair.rating, default: [:]][pair.days, default: []].append(item)
        }
        var removed: Set<[Int]> = []
        var initialization: [TrainingSet.Item] = []
        for rating in groups.keys.sorted() {
            // Smallest first, the longer delay first among equals.
            let byDays = groups[rating]!.sorted { ($0.value.count, $1.key) < ($1.value.count, $0.key) }
            let total = byDays.reduce(0) { $0 + $1.value.count }
            var removedCount = 0
            for (days, items) in byDays {
                if removedCount + items.count >= max(20, total / 20) {
                    if items.count >= 6 && days <= (rating == 4 ? 365 : 100) {
                        initialization += items
                    } else {
                        removed.insert([rating, days])
                    }
                } else {
                    removedCount += items.count
                    removed.insert([rating, days])
                }
            }
        }
        let training = set.items.filter { item in
            let pair = set.firstPair(item)
            return !removed.contains([pair.rating, pair.days])
        }
        return (training, initialization)
    }
}
