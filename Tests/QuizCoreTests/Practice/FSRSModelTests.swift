import QuizCore
import Testing

/// The model's formulas against the numbers in the reference implementations' own tests, to their tolerance.
@Suite("The FSRS-6 model")
struct FSRSModelTests {
    private let model = FSRSModel.default

    /// ts-fsrs `packages/fsrs/__tests__/FSRS-6.test.ts`, "first repeat": the state each rating gives a new card,
    /// which ts-fsrs rounds to 8 decimals.
    @Test(arguments: [
        (RecallRating.again, 0.212, 6.4133), (.hard, 1.2931, 5.11217071), (.good, 2.3065, 2.11810397),
        (.easy, 8.2956, 1),
    ])
    func firstReview(rating: RecallRating, stability: Double, difficulty: Double) {
        let memory = model.memory(after: rating, from: nil, elapsedDays: 0)
        #expect(abs(memory.stability - stability) < 1e-8)
        #expect(abs(memory.difficulty - difficulty) < 1e-8)
    }

    /// fsrs-rs `src/inference.rs`, `test_memory_state`, and ts-fsrs `FSRS-6.test.ts`, "memory state using next_state":
    /// Again, then Good five times, 0, 0, 1, 3, 8 and 21 days apart; with w17 to w19 at 0 (no short-term effect)
    /// the stability differs. Both check to 1e-4.
    @Test(arguments: [(false, 53.62691, 6.3574867), (true, 53.335106, 6.3574867)])
    func memoryAfterAgainAndFiveGoods(withoutShortTerm: Bool, stability: Double, difficulty: Double) throws {
        var weights = FSRSModel.defaultWeights
        if withoutShortTerm {
            weights[17] = 0
            weights[18] = 0
            weights[19] = 0
        }
        let model = try FSRSModel(weights: weights)
        var memory: MemoryState?
        for (rating, days) in zip([RecallRating.again, .good, .good, .good, .good, .good], [0, 0, 1, 3, 8, 21]) {
            memory = model.memory(after: rating, from: memory, elapsedDays: days)
        }
        #expect(abs(try #require(memory).stability - stability) < 1e-4)
        #expect(abs(try #require(memory).difficulty - difficulty) < 1e-4)
    }

    /// fsrs-rs `src/inference.rs`, `test_next_states`: FSRS-5 weights (19 of them, which fsrs-rs completes with
    /// w19 = 0 and a decay of 0.5), reviews Again, Good, Good, Good at 0, 1, 3 and 8 days, then each rating 21 days
    /// later. fsrs-rs computes in 32-bit floats, so the check is relative, to 1e-5.
    @Test func everyRatingAfterLongTermReviews() throws {
        let model = try FSRSModel(weights: [
            0.6845422, 1.6790825, 4.7349424, 10.042885, 7.4410233, 0.64219797, 1.071918, 0.0025195254, 1.432437, 0.1544,
            0.8692766, 2.0696752, 0.0953, 0.2975, 2.4691248, 0.19542035, 3.201072, 0.18046261, 0.121442534, 0, 0.5,
        ])
        var memory: MemoryState?
        for (rating, days) in zip([RecallRating.again, .good, .good, .good], [0, 1, 3, 8]) {
            memory = model.memory(after: rating, from: memory, elapsedDays: days)
        }
        let expected: [(RecallRating, Double, Double)] = [
            (.again, 2.9691455, 8.000659), (.hard, 17.091452, 7.6913934), (.good, 31.722992, 7.382128),
            (.easy, 71.7502, 7.0728626),
        ]
        for (rating, stability, difficulty) in expected {
            let next = model.memory(after: rating, from: memory, elapsedDays: 21)
            #expect(abs(next.stability / stability - 1) < 1e-5, "\(rating)")
            #expect(abs(next.difficulty / difficulty - 1) < 1e-5, "\(rating)")
            #expect(abs(model.interval(stability: next.stability, desiredRetention: 0.9) / stability - 1) < 1e-5)
        }
    }

    /// fsrs-rs `src/inference.rs`, `test_current_retrievability`: stability 1 and a decay of 0.2.
    @Test(arguments: [(0.0, 1.0), (1, 0.9), (2, 0.84028935), (3, 0.7985001)])
    func retrievabilityFallsWithTime(days: Double, expected: Double) throws {
        var weights = FSRSModel.defaultWeights
        weights[20] = 0.2
        let model = try FSRSModel(weights: weights)
        #expect(abs(model.retrievability(afterDays: days, stability: 1) - expected) < 1e-6)
    }

    /// At `stability` days, retrievability is 0.9 whatever the decay: what stability means.
    @Test(arguments: [0.1, 0.1542, 0.5, 0.8])
    func stabilityIsTheDaysToNinetyPercent(decay: Double) throws {
        var weights = FSRSModel.defaultWeights
        weights[20] = decay
        let model = try FSRSModel(weights: weights)
        for stability in [0.5, 3, 40, 900] {
            #expect(abs(model.retrievability(afterDays: stability, stability: stability) - 0.9) < 1e-12)
            #expect(abs(model.interval(stability: stability, desiredRetention: 0.9) - stability) < 1e-9 * stability)
        }
    }

    /// py-fsrs 6.3.2 (its pull request 155, "Fix same-day Hard stability floor"), fsrs-rs and ts-fsrs: a same-day
    /// review the card passed never lowers its stability; Again does.
    @Test func sameDayRecallKeepsStability() {
        let learnt = model.memory(after: .good, from: nil, elapsedDays: 0)
        for rating in [RecallRating.hard, .good, .easy] {
            #expect(model.memory(after: rating, from: learnt, elapsedDays: 0).stability >= learnt.stability)
        }
        #expect(model.memory(after: .again, from: learnt, elapsedDays: 0).stability < learnt.stability)
    }

    /// py-fsrs `tests/test_basic.py`, `test_stability_lower_bound`: a thousand lapses leave stability at its floor.
    @Test func stabilityNeverFallsBelowItsFloor() {
        var memory = model.memory(after: .again, from: nil, elapsedDays: 0)
        for _ in 0..<1000 {
            memory = model.memory(after: .again, from: memory, elapsedDays: 1)
            #expect(memory.stability >= FSRSModel.minimumStability)
        }
        #expect(memory.stability == FSRSModel.minimumStability)
    }

    @Test func difficultyStaysWithinOneToTen() {
        var easy = model.memory(after: .easy, from: nil, elapsedDays: 0)
        var again = model.memory(after: .again, from: nil, elapsedDays: 0)
        for _ in 0..<50 {
            easy = model.memory(after: .easy, from: easy, elapsedDays: 3)
            again = model.memory(after: .again, from: again, elapsedDays: 3)
        }
        #expect(easy.difficulty == 1)
        #expect(again.difficulty > 9 && again.difficulty <= 10)
    }

    /// py-fsrs `tests/test_basic.py`, `test_scheduler_parameter_validation`.
    @Test func weightsAreChecked() {
        #expect(throws: SchedulerError.wrongNumberOfWeights(0)) { try FSRSModel(weights: []) }
        #expect(throws: SchedulerError.wrongNumberOfWeights(20)) {
            try FSRSModel(weights: Array(FSRSModel.defaultWeights.dropLast()))
        }
        #expect(throws: SchedulerError.wrongNumberOfWeights(24)) {
            try FSRSModel(weights: FSRSModel.defaultWeights + [1, 2, 3])
        }
        var tooHigh = FSRSModel.defaultWeights
        tooHigh[6] = 100
        #expect(throws: SchedulerError.weightOutOfBounds(index: 6, value: 100, bounds: 0.001...4)) {
            try FSRSModel(weights: tooHigh)
        }
        var tooLow = FSRSModel.defaultWeights
        tooLow[10] = -42
        #expect(throws: SchedulerError.weightOutOfBounds(index: 10, value: -42, bounds: 0.001...3.5)) {
            try FSRSModel(weights: tooLow)
        }
        #expect(throws: Never.self) { try FSRSModel(weights: FSRSModel.defaultWeights) }
    }
}
