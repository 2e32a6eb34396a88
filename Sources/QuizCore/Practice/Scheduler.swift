import Foundation

/// Schedules cards by FSRS-6: a review's rating updates the card's memory state through `model`, and sets when the
/// card is due next, minutes away while it goes through learning or relearning steps, whole days away in review.
///
/// It schedules as py-fsrs 6.x's `Scheduler` does for the same settings and review dates, fuzz aside: a new card's
/// first review gives it its initial memory state; a review less than a whole day after the last updates stability
/// by the short-term formula; Hard on the first step waits halfway between the first two steps (1.5 times the step
/// when there is only one); Good moves on a step, and past the last step into review; Easy goes straight into
/// review; Again in review starts relearning. Days are whole days of 24 hours from the time of the last review.
///
/// Fuzz, when on, moves an interval of 3 days or more to a day drawn evenly from py-fsrs's range around it
/// (`fuzzRange`), so that cards learnt together spread out. The draw is even as in ts-fsrs and Anki: py-fsrs rounds
/// its draw, which gives the ends of the range half the chance and can pass its upper end by a day.
public struct Scheduler: Sendable, Hashable {
    public let model: FSRSModel
    /// The probability of recall that review intervals aim for.
    public let desiredRetention: Double
    /// The waits, in seconds, between the reviews of a card being learnt.
    public let learningSteps: [TimeInterval]
    /// The waits, in seconds, between the reviews of a card being relearnt after a lapse.
    public let relearningSteps: [TimeInterval]
    /// The longest interval in days.
    public let maximumInterval: Int
    public let fuzzesIntervals: Bool

    public static let defaultDesiredRetention = 0.9

    /// FSRS-6's defaults: the default weights, retention 0.9, learning steps of 1 and 10 minutes, a relearning step of
    /// 10 minutes, at most 36,500 days, and fuzz.
    public static let standard = try! Scheduler()

    public init(
        model: FSRSModel = .default, desiredRetention: Double = defaultDesiredRetention,
        learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500, fuzzesIntervals: Bool = true
    ) throws(SchedulerError) {
        guard desiredRetention > 0, desiredRetention <= 1 else { throw .desiredRetentionOutOfRange(desiredRetention) }
        guard maximumInterval >= 1 else { throw .maximumIntervalBelowOneDay(maximumInterval) }
        if let step = (learningSteps + relearningSteps).first(where: { !($0 > 0 && $0.isFinite) }) {
            throw .invalidStep(step)
        }
        self.model = model
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzzesIntervals = fuzzesIntervals
    }

    /// The card after a review rated `rating` at `date`, and the review's log entry. Fuzz, when on, is drawn from
    /// `generator`, and only for an interval it applies to; with fuzz off the generator is left as it was. With fuzz
    /// on and a `load`, the day within the fuzz range is drawn by the load of each day (`DueLoad`).
    ///
    /// A card without a memory state or a last review is reviewed as new, whatever its state says.
    public func review(
        _ card: Card, _ rating: RecallRating, at date: Date, duration: TimeInterval? = nil,
        spreading load: DueLoad? = nil,
        using generator: inout some RandomNumberGenerator
    ) -> (card: Card, entry: ReviewLogEntry) {
        let previous: (memory: MemoryState, date: Date)? =
            if card.state != .new, let memory = card.memory, let lastReview = card.lastReview {
                (memory, lastReview)
            } else {
                nil
            }
        let stateBefore = previous == nil ? CardState.new : card.state
        let elapsedDays = previous.map { Self.wholeDays(from: $0.date, to: date) }
        let memory = model.memory(after: rating, from: previous?.memory, elapsedDays: elapsedDays ?? 0)

        let step = stateBefore == .new ? 0 : max(card.step ?? 0, 0)
        let next: (state: CardState, step: Int?, wait: Wait)
        switch stateBefore {
        case .new, .learning:
            next = stepping(.learning, through: learningSteps, from: step, rating)
        case .relearning:
            next = stepping(.relearning, through: relearningSteps, from: step, rating)
        case .review:
            next =
                if rating == .again, let firstStep = relearningSteps.first {
                    (.relearning, 0, .seconds(firstStep))
                } else {
                    (.review, nil, .days)
                }
        }

        let seconds: TimeInterval
        switch next.wait {
        case .seconds(let wait):
            seconds = wait
        case .days:
            var days = interval(stability: memory.stability)
            let range = fuzzRange(ofInterval: days)
            if fuzzesIntervals, range.count > 1 {
                days =
                    load?.interval(in: range, around: days, reviewedAt: date, using: &generator)
                    ?? Int.random(in: range, using: &generator)
            }
            seconds = TimeInterval(days) * Self.secondsPerDay
        }
        let due = date + seconds

        let reviewed = Card(state: next.state, step: next.step, memory: memory, due: due, lastReview: date)
        let entry = ReviewLogEntry(
            date: date, rating: rating, duration: duration, elapsedDays: max(elapsedDays ?? 0, 0),
            scheduledDays: Self.wholeDays(from: date, to: due), stateBefore: stateBefore, stateAfter: next.state)
        return (reviewed, entry)
    }

    /// The probability that the card is recalled at `date`, by whole days since its last review; 0 if never reviewed.
    public func retrievability(of card: Card, at date: Date) -> Double {
        guard let memory = card.memory, let lastReview = card.lastReview else { return 0 }
        let days = max(Self.wholeDays(from: lastReview, to: date), 0)
        return model.retrievability(afterDays: Double(days), stability: memory.stability)
    }

    /// The whole days, before fuzz, after which the retrievability of a card of `stability` falls to the desired
    /// retention: at least 1, at most the maximum interval.
    public func interval(stability: Double) -> Int {
        let days = model.interval(stability: stability, desiredRetention: desiredRetention)
        guard days >= 1 else { return 1 }
        guard days < Double(maximumInterval) else { return maximumInterval }
        return Int(days.rounded(.toNearestOrEven))
    }

    /// The days a fuzzed interval of `days` falls on: `days` alone below 3, otherwise `days` give or take 1 plus 15%
    /// of the days from 2.5 to 7, 10% of those from 7 to 20 and 5% of those beyond, from 2 days up to the maximum.
    public func fuzzRange(ofInterval days: Int) -> ClosedRange<Int> {
        guard Double(days) >= 2.5 else { return days...days }
        var delta = 1.0
        for (start, end, factor) in [(2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, Double.infinity, 0.05)] {
            delta += factor * max(min(Double(days), end) - start, 0)
        }
        let upper = min(Int((Double(days) + delta).rounded(.toNearestOrEven)), maximumInterval)
        let lower = min(max(2, Int((Double(days) - delta).rounded(.toNearestOrEven))), upper)
        return lower...upper
    }

    /// How long a card waits after a review: a step's seconds, or the days its memory state gives.
    private enum Wait {
        case seconds(TimeInterval)
        case days
    }

    /// The state, step and wait after a review of a card at `step` of `steps` in `state` (learning or relearning).
    private func stepping(
        _ state: CardState, through steps: [TimeInterval], from step: Int, _ rating: RecallRating
    ) -> (state: CardState, step: Int?, wait: Wait) {
        // A card stored at a step beyond the last (the steps have since been shortened) is past them.
        if steps.isEmpty || (step >= steps.count && rating != .again) {
            return (.review, nil, .days)
        }
        switch rating {
        case .again:
            return (state, 0, .seconds(steps[0]))
        case .hard:
            if step == 0 {
                return (state, 0, .seconds(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2))
            }
            return (state, step, .seconds(steps[step]))
        case .good:
            if step + 1 == steps.count {
                return (.review, nil, .days)
            }
            return (state, step + 1, .seconds(steps[step + 1]))
        case .easy:
            return (.review, nil, .days)
        }
    }

    private static let secondsPerDay: TimeInterval = 86_400

    /// The whole days from `start` to `end`, rounded down, with the time between them taken to the millisecond: a
    /// date some days after another is that many days after it, whatever floating-point remainder the dates carry.
    static func wholeDays(from start: Date, to end: Date) -> Int {
        let milliseconds = (end.timeIntervalSince(start) * 1000).rounded()
        return Int((milliseconds / (secondsPerDay * 1000)).rounded(.down))
    }
}
