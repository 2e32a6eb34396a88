/// A review log as FSRS trains on it: each card's reviews in time order, with the whole days between them, and the
/// reviews to predict, oldest first.
///
/// Built as fsrs-rs builds its items from a log (its `convertor_tests.rs`, which Anki's conversion follows): a card's
/// history starts at its last run of learning reviews (state new or learning), so a card relearnt from scratch is
/// counted from then on, and a card whose learning is not in the log is left out; a review is predicted from the
/// reviews before it when it comes at least a whole day after the previous one. Reviews on the same day stay in the
/// history, where they change stability by FSRS's short-term formula. Days are whole periods of 24 hours, as the
/// scheduler counts them.
public struct TrainingSet: Sendable {
    /// One review of a card: its rating and the whole days since the card's previous review (0 for the first).
    struct Step: Sendable, Hashable {
        var rating: Int
        var days: Int
    }

    /// A review to predict: `cards[card][end]`, from the reviews of the card before it.
    struct Item: Sendable, Hashable {
        var card: Int
        var end: Int
    }

    /// The cards' histories, by ascending card number.
    var cards: [[Step]] = []
    /// The reviews to predict, oldest first.
    var items: [Item] = []
    /// The index of each card's first review a day or more after the one before it; nil for a card with none.
    var firstLongTerm: [Int?] = []

    public private(set) var reviews = 0
    /// Reviews left out for a rating outside 1 to 4.
    public private(set) var badRatings = 0
    /// Reviews left out for a state outside 0 to 3.
    public private(set) var badStates = 0
    /// Reviews that came before an earlier line of the same card, put in time order.
    public private(set) var outOfOrder = 0
    /// Reviews of cards whose learning is not in the log, and reviews before a card's last run of learning.
    public private(set) var withoutLearning = 0

    public var predicted: Int { items.count }

    public init(_ log: [LoggedReview]) {
        reviews = log.count
        var byCard: [Int64: [(time: Int64, order: Int, review: LoggedReview)]] = [:]
        var lastTime: [Int64: Int64] = [:]
        for (order, review) in log.enumerated() {
            guard (1...4).contains(review.rating) else {
                badRatings += 1
                continue
            }
            guard (0...3).contains(review.state) else {
                badStates += 1
                continue
            }
            if let last = lastTime[review.card], review.time < last { outOfOrder += 1 }
            lastTime[review.card] = max(review.time, lastTime[review.card] ?? .min)
            byCard[review.card, default: []].append((review.time, order, review))
        }
        var dated: [(time: Int64, item: Item)] = []
        for number in byCard.keys.sorted() {
            let ordered = byCard[number]!.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.review)
            guard let start = Self.lastLearningRun(ordered) else {
                withoutLearning += ordered.count
                continue
            }
            withoutLearning += start
            let kept = ordered[start...]
            var steps: [Step] = []
            steps.reserveCapacity(kept.count)
            var previous: Int64?
            let card = cards.count
            for review in kept {
                let days = previous.map { Int(($0 <= review.time ? review.time - $0 : 0) / 86_400_000) } ?? 0
                if days > 0 { dated.append((review.time, Item(card: card, end: steps.count))) }
                steps.append(Step(rating: review.rating, days: days))
                previous = review.time
            }
            cards.append(steps)
            firstLongTerm.append(steps.firstIndex { $0.days > 0 })
        }
        items = dated.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element.item)
    }

    /// Where the last run of learning reviews (state new or learning) begins; nil when there is none.
    private static func lastLearningRun(_ reviews: [LoggedReview]) -> Int? {
        var start: Int?
        for index in reviews.indices.reversed() {
            if reviews[index].state <= 1 {
                start = index
            } else if start != nil {
                break
            }
        }
        return start
    }

    /// Whether `item` is its card's first review a day or more after the one before: those set the initial stabilities.
    func isFirstLongTerm(_ item: Item) -> Bool {
        firstLongTerm[item.card] == item.end
    }

    /// The rating of the first review of `item`'s card and the days before its first review a day or more later:
    /// the group the outlier filter puts the card in.
    func firstPair(_ item: Item) -> (rating: Int, days: Int) {
        let steps = cards[item.card]
        return (steps[0].rating, steps[firstLongTerm[item.card] ?? item.end].days)
    }

    /// The weight of the `index`th of `count` items in time order: a quarter for the oldest, growing with the cube of
    /// its place to 1 for the newest, as fsrs-rs weighs recent reviews.
    static func recencyWeight(_ index: Int, of count: Int) -> Double {
        let place = Double(index) / max(Double(count - 1), 1)
        return 0.25 + 0.75 * place * place * place
    }
}
