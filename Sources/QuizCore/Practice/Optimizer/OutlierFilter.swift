/// Which cards train FSRS and which first reviews set its initial stabilities, after fsrs-rs's filter of outliers
/// (`dataset.rs`).
///
/// Cards are grouped by the rating of their first review, then by the days before their first review a day or more
/// later. In each rating's group, the smallest groups of days, up to 5% of the cards (20 at least), are outliers,
/// and so are groups of fewer than 6 cards or of more than 100 days (365 after Easy). The cards of an outlying
/// group train nothing; the others' first long-term reviews set the initial stabilities.
struct OutlierFilter {
    /// The items that train, in time order.
    let training: [TrainingSet.Item]
    /// The first long-term reviews of the cards kept, for the initial stabilities.
    let initialization: [TrainingSet.Item]

    init(_ set: TrainingSet) {
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
        self.initialization = initialization
        training = set.items.filter { item in
            let pair = set.firstPair(item)
            return !removed.contains([pair.rating, pair.days])
        }
    }
}
