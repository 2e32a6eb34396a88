import Foundation
import QuizCore
import Testing

/// The scheduler against the reference implementations' tests: py-fsrs `tests/test_basic.py` (6.x), ts-fsrs
/// `packages/fsrs/__tests__/FSRS-6.test.ts` and fsrs-rs `src/inference.rs`.
@Suite("Scheduling cards by FSRS-6")
struct SchedulerTests {
    /// 2022-11-29 12:30 UTC, the first review in the reference tests.
    private static let start = Date(timeIntervalSince1970: 1_669_725_000)
    private static let minute: TimeInterval = 60
    private static let day: TimeInterval = 86_400

    private let scheduler = try! Scheduler(fuzzesIntervals: false)

    /// py-fsrs `test_review_card` (also ts-fsrs "ivl_history"): each review on the day the last one set.
    @Test func intervalHistory() {
        let ratings: [RecallRating] =
            Array(repeating: .good, count: 6) + [.again, .again] + Array(repeating: .good, count: 5)
        var card = Card(due: Self.start)
        var intervals: [Int] = []
        for rating in ratings {
            let entry: ReviewLogEntry
            (card, entry) = scheduler.reviewed(card, rating, at: card.due)
            intervals.append(entry.scheduledDays)
            #expect(entry.scheduledDays == Int(((card.due.timeIntervalSince(entry.date)) / Self.day).rounded(.down)))
        }
        #expect(intervals == [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21])
    }

    /// py-fsrs `test_memo_state` (fuzz on there too): Again, then Good five times, 0, 0, 1, 3, 8 and 21 days apart,
    /// to 1e-4. The dates are given, so fuzz cannot move them.
    @Test func memoryStateAtDayOffsets() throws {
        var generator = SeededGenerator(seed: 29)
        var card = Card(due: Self.start)
        var date = Self.start
        for (rating, days) in zip([RecallRating.again, .good, .good, .good, .good, .good], [0.0, 0, 1, 3, 8, 21]) {
            date += days * Self.day
            (card, _) = Scheduler.standard.review(card, rating, at: date, using: &generator)
        }
        let memory = try #require(card.memory)
        #expect(abs(memory.stability - 53.62691) < 1e-4)
        #expect(abs(memory.difficulty - 6.3574867) < 1e-4)
    }

    /// ts-fsrs "first repeat" (states and scheduled days) and py-fsrs `test_again_learning_steps`,
    /// `test_hard_learning_steps`, `test_good_learning_steps`, `test_easy_learning_steps`: a new card waits 1, 5.5 or
    /// 10 minutes, or goes into review for 8 days.
    @Test(arguments: [
        (RecallRating.again, CardState.learning, 0 as Int?, 1 * minute), (.hard, .learning, 0, 5.5 * minute),
        (.good, .learning, 1, 10 * minute), (.easy, .review, nil, 8 * day),
    ])
    func firstReview(rating: RecallRating, state: CardState, step: Int?, wait: TimeInterval) {
        let (card, entry) = scheduler.reviewed(Card(due: Self.start), rating, at: Self.start)
        #expect(card.state == state)
        #expect(card.step == step)
        #expect(card.due == Self.start + wait)
        #expect(card.lastReview == Self.start)
        #expect(entry.stateBefore == .new)
        #expect(entry.stateAfter == state)
        #expect(entry.elapsedDays == 0)
    }

    /// py-fsrs `test_learning_card_rate_hard_second_learning_step`, and Again going back to the first step.
    @Test func learningStepsMoveOnWithGoodAndBackWithAgain() {
        var card = Card(due: Self.start)
        (card, _) = scheduler.reviewed(card, .good, at: Self.start)
        let second = card.due
        (card, _) = scheduler.reviewed(card, .hard, at: second)
        #expect(card.state == .learning && card.step == 1 && card.due == second + 10 * Self.minute)
        (card, _) = scheduler.reviewed(card, .again, at: card.due)
        #expect(card.state == .learning && card.step == 0 && card.due == second + 11 * Self.minute)
        (card, _) = scheduler.reviewed(card, .good, at: card.due)
        #expect(card.state == .learning && card.step == 1)
        let last = card.due
        (card, _) = scheduler.reviewed(card, .good, at: last)
        #expect(card.state == .review && card.step == nil)
        #expect(card.due.timeIntervalSince(last) >= Self.day)
    }

    /// py-fsrs `test_learning_card_rate_hard_one_learning_step`: with one step, Hard waits 1.5 times it.
    @Test func hardOnTheOnlyStepWaitsHalfAsLongAgain() throws {
        let oneStep = try Scheduler(learningSteps: [10 * Self.minute], fuzzesIntervals: false)
        let (card, _) = oneStep.reviewed(Card(due: Self.start), .hard, at: Self.start)
        #expect(card.state == .learning)
        #expect(card.due == Self.start + 15 * Self.minute)
    }

    /// py-fsrs `test_review_state` and `test_relearning`: Again in review starts a 10-minute relearning step, Again on
    /// it starts it over, and Good takes the card back into review for a day or more.
    @Test func relearningAfterALapse() throws {
        var card = Card(due: Self.start)
        for _ in 0..<3 {
            (card, _) = scheduler.reviewed(card, .good, at: card.due)
        }
        #expect(card.state == .review)
        let stabilityBefore = try #require(card.memory).stability
        let lapse: ReviewLogEntry
        let lapseDate = card.due
        (card, lapse) = scheduler.reviewed(card, .again, at: lapseDate)
        #expect(card.state == .relearning && card.step == 0 && card.due == lapseDate + 10 * Self.minute)
        #expect(lapse.stateBefore == .review && lapse.stateAfter == .relearning && lapse.scheduledDays == 0)
        #expect(try #require(card.memory).stability < stabilityBefore)
        (card, _) = scheduler.reviewed(card, .again, at: card.due)
        #expect(card.state == .relearning && card.step == 0 && card.due == lapseDate + 20 * Self.minute)
        let back: ReviewLogEntry
        (card, back) = scheduler.reviewed(card, .good, at: card.due)
        #expect(card.state == .review && card.step == nil)
        #expect(back.stateBefore == .relearning && back.stateAfter == .review && back.scheduledDays >= 1)
    }

    /// py-fsrs `test_relearning_card_rate_hard_two_relearning_steps`.
    @Test func hardOnTheFirstOfTwoRelearningStepsWaitsBetweenThem() throws {
        let twoSteps = try Scheduler(relearningSteps: [1 * Self.minute, 10 * Self.minute], fuzzesIntervals: false)
        var card = Card(due: Self.start)
        (card, _) = twoSteps.reviewed(card, .easy, at: card.due)
        (card, _) = twoSteps.reviewed(card, .again, at: card.due)
        #expect(card.state == .relearning && card.step == 0)
        var date = card.due
        (card, _) = twoSteps.reviewed(card, .hard, at: date)
        #expect(card.state == .relearning && card.step == 0 && card.due == date + 5.5 * Self.minute)
        (card, _) = twoSteps.reviewed(card, .good, at: card.due)
        #expect(card.state == .relearning && card.step == 1)
        date = card.due
        (card, _) = twoSteps.reviewed(card, .hard, at: date)
        #expect(card.state == .relearning && card.step == 1 && card.due == date + 10 * Self.minute)
        (card, _) = twoSteps.reviewed(card, .easy, at: card.due)
        #expect(card.state == .review && card.step == nil)
    }

    /// py-fsrs `test_long_term_stability_learning_state`: a relearning card reviewed a day late is updated by the
    /// long-term formulas, and Good takes it back into review.
    @Test func aLateRelearningReviewUsesLongTermStability() throws {
        var card = Card(due: Self.start)
        (card, _) = scheduler.reviewed(card, .easy, at: card.due)
        (card, _) = scheduler.reviewed(card, .again, at: card.due)
        let memory = try #require(card.memory)
        let late = card.due + Self.day
        let entry: ReviewLogEntry
        (card, entry) = scheduler.reviewed(card, .good, at: late)
        #expect(card.state == .review)
        #expect(entry.elapsedDays == 1)
        let expected = FSRSModel.default.memory(after: .good, from: memory, elapsedDays: 1)
        #expect(card.memory == expected)
        #expect(expected != FSRSModel.default.memory(after: .good, from: memory, elapsedDays: 0))
    }

    /// py-fsrs `test_no_learning_steps` and `test_no_relearning_steps`: without steps, every review schedules days.
    @Test func withoutStepsEveryReviewSchedulesDays() throws {
        let noLearning = try Scheduler(learningSteps: [], fuzzesIntervals: false)
        let (learnt, _) = noLearning.reviewed(Card(due: Self.start), .again, at: Self.start)
        #expect(learnt.state == .review)
        #expect(learnt.due.timeIntervalSince(Self.start) >= Self.day)

        let noRelearning = try Scheduler(relearningSteps: [], fuzzesIntervals: false)
        var card = Card(due: Self.start)
        (card, _) = noRelearning.reviewed(card, .good, at: card.due)
        (card, _) = noRelearning.reviewed(card, .good, at: card.due)
        #expect(card.state == .review)
        let lapseDate = card.due
        (card, _) = noRelearning.reviewed(card, .again, at: lapseDate)
        #expect(card.state == .review)
        #expect(card.due.timeIntervalSince(lapseDate) >= Self.day)
    }

    /// py-fsrs `test_one_card_multiple_schedulers`: a card stored at a step the scheduler no longer has is past its
    /// steps unless rated Again.
    @Test func aCardPastTheLastStepGoesIntoReview() throws {
        let (card, _) = scheduler.reviewed(Card(due: Self.start), .good, at: Self.start)
        #expect(card.step == 1)
        let oneStep = try Scheduler(learningSteps: [Self.minute], fuzzesIntervals: false)
        #expect(oneStep.reviewed(card, .hard, at: card.due).card.state == .review)
        let (again, _) = oneStep.reviewed(card, .again, at: card.due)
        #expect(again.state == .learning && again.step == 0)
    }

    /// py-fsrs `test_repeated_correct_reviews`: ten Easy reviews a microsecond apart bring difficulty to 1.
    @Test func repeatedEasyReviewsReachTheLowestDifficulty() throws {
        var card = Card(due: Self.start)
        for microsecond in 0..<10 {
            (card, _) = scheduler.reviewed(card, .easy, at: Self.start + Double(microsecond) / 1_000_000)
        }
        #expect(try #require(card.memory).difficulty == 1)
    }

    /// py-fsrs `test_maximum_interval` checks each interval against a maximum of 100 days; here the intervals also
    /// reach it, or fall short by fuzz.
    @Test func intervalsStopAtTheMaximum() throws {
        for fuzz in [false, true] {
            let capped = try Scheduler(maximumInterval: 100, fuzzesIntervals: fuzz)
            var generator = SeededGenerator(seed: 3)
            var card = Card(due: Self.start)
            var longest = 0
            for rating in [RecallRating.easy, .good, .easy, .good, .easy, .easy] {
                let entry: ReviewLogEntry
                (card, entry) = capped.review(card, rating, at: card.due, using: &generator)
                #expect(entry.scheduledDays <= 100)
                longest = max(longest, entry.scheduledDays)
            }
            #expect(fuzz ? longest >= capped.fuzzRange(ofInterval: 100).lowerBound : longest == 100)
        }
        #expect(Scheduler.standard.interval(stability: 1e9) == 36_500)
    }

    /// fsrs-rs `test_next_interval`: the interval for stability 1 at retentions 0.1 to 1.0. fsrs-rs computes in
    /// 32-bit floats, whose 3,116,766 days for 0.1 are 3,116,769 in 64 bits, so the check is relative, to 1e-5.
    @Test func retentionSetsTheInterval() throws {
        let expected = [3_116_766, 34_793, 2508, 387, 90, 27, 9, 3, 1, 1]
        for (tenths, days) in zip(1...10, expected) {
            let scheduler = try Scheduler(desiredRetention: Double(tenths) / 10, maximumInterval: 10_000_000)
            #expect(abs(Double(scheduler.interval(stability: 1)) / Double(days) - 1) < 1e-5, "retention \(tenths)/10")
        }
    }

    /// py-fsrs `test_reschedule_card_different_desired_retention`: the same reviews at a lower retention leave the
    /// same memory state and a later due date.
    @Test func lowerRetentionSchedulesLater() throws {
        let lower = try Scheduler(desiredRetention: 0.8, fuzzesIntervals: false)
        var card = Card(due: Self.start)
        var relaxed = card
        for rating in [RecallRating.good, .good, .good, .again, .good, .good] {
            let date = card.due
            (card, _) = scheduler.reviewed(card, rating, at: date)
            (relaxed, _) = lower.reviewed(relaxed, rating, at: date)
            #expect(relaxed.memory == card.memory)
        }
        #expect(relaxed.due > card.due)
    }

    /// ts-fsrs "get retrievability": a new card reviewed once, at the due date that review set.
    @Test(arguments: zip(RecallRating.allCases, [1, 1, 1, 0.9024733]))
    func retrievabilityWhenDue(rating: RecallRating, expected: Double) {
        let created = Date(timeIntervalSince1970: 1_701_403_200)
        let (card, _) = scheduler.reviewed(Card(due: created), rating, at: created + 5 * Self.minute)
        #expect(abs(scheduler.retrievability(of: card, at: card.due) - expected) < 1e-7)
    }

    @Test func retrievabilityFallsDayByDay() throws {
        let (card, _) = scheduler.reviewed(Card(due: Self.start), .easy, at: Self.start)
        #expect(scheduler.retrievability(of: Card(due: Self.start), at: Self.start) == 0)
        #expect(scheduler.retrievability(of: card, at: Self.start + 23 * 3600) == 1)
        let stability = try #require(card.memory).stability
        var previous = 1.0
        for days in 1...60 {
            let retrievability = scheduler.retrievability(of: card, at: Self.start + Double(days) * Self.day + 3600)
            #expect(retrievability < previous && retrievability > 0)
            #expect(retrievability == FSRSModel.default.retrievability(afterDays: Double(days), stability: stability))
            previous = retrievability
        }
    }

    /// py-fsrs's fuzz ranges: 1 day plus 15% of the days from 2.5 to 7, 10% from 7 to 20 and 5% beyond, either side.
    @Test(arguments: [
        (1, 1...1), (2, 2...2), (3, 2...4), (7, 5...9), (10, 8...12), (20, 17...23), (100, 93...107),
        (36_500, 34_673...36_500),
    ])
    func fuzzRanges(days: Int, range: ClosedRange<Int>) {
        #expect(Scheduler.standard.fuzzRange(ofInterval: days) == range)
    }

    /// Fuzz moves a review interval within its range, the same for the same seed, and differently across seeds.
    @Test func fuzzIsDrawnFromTheGenerator() throws {
        var card = Card(due: Self.start)
        for rating in [RecallRating.good, .good, .good, .good] {
            (card, _) = scheduler.reviewed(card, rating, at: card.due)
        }
        let unfuzzed = scheduler.reviewed(card, .good, at: card.due).entry.scheduledDays
        let range = Scheduler.standard.fuzzRange(ofInterval: unfuzzed)
        #expect(range.count > 2)

        func fuzzed(seed: UInt64) -> (card: Card, entry: ReviewLogEntry) {
            var generator = SeededGenerator(seed: seed)
            return Scheduler.standard.review(card, .good, at: card.due, using: &generator)
        }
        var seen: Set<Int> = []
        for seed in UInt64(0)..<200 {
            let (reviewed, entry) = fuzzed(seed: seed)
            #expect(range.contains(entry.scheduledDays))
            #expect(reviewed == fuzzed(seed: seed).card)
            #expect(reviewed.memory == scheduler.reviewed(card, .good, at: card.due).card.memory)
            seen.insert(entry.scheduledDays)
        }
        #expect(seen == Set(range))
    }

    /// Fuzz off, or an interval too short to fuzz, leaves the generator as it was.
    @Test func noFuzzNoDraw() {
        let untouched = SeededGenerator(seed: 11)
        var generator = untouched
        var card = Card(due: Self.start)
        for rating in [RecallRating.good, .good, .good, .good, .again, .good] {
            (card, _) = scheduler.review(card, rating, at: card.due, using: &generator)
        }
        #expect(generator == untouched)
        let (learning, _) = Scheduler.standard.review(Card(due: Self.start), .good, at: Self.start, using: &generator)
        let (reviewed, entry) = Scheduler.standard.review(learning, .good, at: learning.due, using: &generator)
        #expect(entry.scheduledDays == 2 && reviewed.state == .review)
        #expect(generator == untouched)
    }

    @Test func theLogEntryRecordsTheReview() {
        var card = Card(due: Self.start)
        (card, _) = scheduler.reviewed(card, .easy, at: Self.start)
        let late = card.due + 3 * Self.day + 7200
        var generator = SeededGenerator(seed: 0)
        let (reviewed, entry) = scheduler.review(card, .hard, at: late, duration: 4.5, using: &generator)
        #expect(entry.date == late)
        #expect(entry.rating == .hard)
        #expect(entry.duration == 4.5)
        #expect(entry.elapsedDays == 11)
        #expect(entry.scheduledDays == Int(reviewed.due.timeIntervalSince(late) / Self.day))
        #expect(entry.stateBefore == .review && entry.stateAfter == .review)
    }

    @Test func settingsAreChecked() throws {
        #expect(throws: SchedulerError.desiredRetentionOutOfRange(0)) { try Scheduler(desiredRetention: 0) }
        #expect(throws: SchedulerError.desiredRetentionOutOfRange(1.5)) { try Scheduler(desiredRetention: 1.5) }
        #expect(throws: SchedulerError.maximumIntervalBelowOneDay(0)) { try Scheduler(maximumInterval: 0) }
        #expect(throws: SchedulerError.invalidStep(-60)) { try Scheduler(learningSteps: [60, -60]) }
        #expect(throws: SchedulerError.invalidStep(0)) { try Scheduler(relearningSteps: [0]) }
        #expect(throws: Never.self) { try Scheduler(desiredRetention: 1) }
        #expect(try Scheduler.standard == Scheduler())
    }
}

extension Scheduler {
    /// A review by a scheduler with fuzz off, which draws nothing from its generator.
    fileprivate func reviewed(_ card: Card, _ rating: RecallRating, at date: Date) -> (
        card: Card, entry: ReviewLogEntry
    ) {
        var generator = SeededGenerator(seed: 0)
        return review(card, rating, at: date, using: &generator)
    }
}
