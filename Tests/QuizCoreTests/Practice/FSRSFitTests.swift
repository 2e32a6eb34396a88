import Foundation
import Testing

@testable import QuizCore

/// Fitting FSRS-6's weights to a review log; the fit against fsrs-rs's own is `Tests/FSRS/fit-against-fsrs-rs.py`.
@Suite("Fitting FSRS to a review log")
struct FSRSFitTests {
    private static let day: Int64 = 86_400_000
    private static let start: Int64 = 1_700_000_000_000

    /// A learner's log: `cards` cards, each learnt (Good twice in ten minutes), then reviewed on days whose gaps
    /// grow, rated by a seeded draw against the default model's recall.
    static func log(cards: Int, reviews: Int, seed: UInt64 = 7) -> [LoggedReview] {
        var generator = SeededGenerator(seed: seed)
        let model = FSRSModel.default
        var log: [LoggedReview] = []
        for card in 0..<cards {
            let number = Int64(card + 1) * 1_000_003
            var time = start + Int64(card % 30) * day + Int64(card) * 60_000
            log.append(LoggedReview(card: number, time: time, rating: 3, state: 0))
            time += 600_000
            log.append(LoggedReview(card: number, time: time, rating: 3, state: 1))
            var memory = model.memory(after: .good, from: nil, elapsedDays: 0)
            memory = model.memory(after: .good, from: memory, elapsedDays: 0)
            for _ in 0..<reviews {
                let days = max(1, Int(model.interval(stability: memory.stability, desiredRetention: 0.9).rounded()))
                let late = Int.random(in: 0...days / 2, using: &generator)
                time += Int64(days + late) * day
                let recall = model.retrievability(afterDays: Double(days + late), stability: memory.stability)
                let rating: RecallRating =
                    Double.random(in: 0..<1, using: &generator) < recall
                    ? (Bool.random(using: &generator) ? .good : .hard) : .again
                log.append(LoggedReview(card: number, time: time, rating: rating.rawValue, state: 2))
                memory = model.memory(after: rating, from: memory, elapsedDays: days + late)
            }
        }
        return log
    }

    @Test("a review is predicted from a card's last run of learning, when it comes a day or more after the last")
    func itemsFromALog() {
        let log = [
            LoggedReview(card: 1, time: Self.start, rating: 3, state: 0),
            LoggedReview(card: 1, time: Self.start + 600_000, rating: 3, state: 1),
            LoggedReview(card: 1, time: Self.start + 3 * Self.day, rating: 1, state: 2),
            LoggedReview(card: 1, time: Self.start + 3 * Self.day + 600_000, rating: 3, state: 3),
            LoggedReview(card: 1, time: Self.start + 5 * Self.day - 1, rating: 3, state: 2),
            // Reviewed anew from scratch: the history starts again here.
            LoggedReview(card: 2, time: Self.start, rating: 4, state: 0),
            LoggedReview(card: 2, time: Self.start + 9 * Self.day, rating: 3, state: 2),
            LoggedReview(card: 2, time: Self.start + 20 * Self.day, rating: 2, state: 0),
            LoggedReview(card: 2, time: Self.start + 22 * Self.day, rating: 3, state: 2),
            // Never learnt in the log.
            LoggedReview(card: 3, time: Self.start, rating: 3, state: 2),
            LoggedReview(card: 3, time: Self.start + 4 * Self.day, rating: 3, state: 2),
        ]
        let set = TrainingSet(log)
        #expect(set.cards.map { $0.map(\.days) } == [[0, 0, 2, 0, 1], [0, 2]])
        #expect(set.items == [.init(card: 0, end: 2), .init(card: 0, end: 4), .init(card: 1, end: 1)])
        #expect(set.withoutLearning == 4)
    }

    @Test("hostile lines: ratings and states out of range are left out and counted, times going back are put in order")
    func hostileLog() {
        var log = Self.log(cards: 40, reviews: 6)
        log.append(LoggedReview(card: 5, time: Self.start, rating: 9, state: 2))
        log.append(LoggedReview(card: 5, time: Self.start, rating: 0, state: 2))
        log.append(LoggedReview(card: 5, time: Self.start, rating: 3, state: 7))
        log.reverse()
        let set = TrainingSet(log)
        #expect(set.badRatings == 2 && set.badStates == 1)
        #expect(set.outOfOrder == 40 * 7)
        let ordered = TrainingSet(log.reversed())
        #expect(set.cards == ordered.cards && set.items == ordered.items)
        let fit = FSRSFit(set)
        #expect(fit.extent == .trained)
        #expect(fit.weights.allSatisfy { $0.isFinite })
        #expect((try? FSRSModel(weights: fit.weights)) != nil)
    }

    @Test("a million reviews of one card: the card's long history trains no item, and nothing becomes NaN")
    func millionReviewsOfOneCard() throws {
        var log = Self.log(cards: 30, reviews: 5)
        log.append(LoggedReview(card: 42, time: Self.start, rating: 3, state: 0))
        for index in 1...1_000_000 {
            log.append(
                LoggedReview(
                    card: 42, time: Self.start + Int64(index) * Self.day, rating: index % 9 == 0 ? 1 : 3, state: 2))
        }
        let set = TrainingSet(log)
        #expect(set.predicted == 30 * 5 + 1_000_000)
        let fit = FSRSFit(set)
        #expect(fit.weights.allSatisfy { $0.isFinite })
        let evaluation = try #require(FSRSEvaluation(fit.weights, on: set))
        #expect(evaluation.logLoss.isFinite && evaluation.rmseBins.isFinite)
    }

    @Test("below 8 reviews to predict the defaults stay; below 64 only w0 to w3 are fitted")
    func minimumReviews() {
        let few = FSRSFit(TrainingSet(Self.log(cards: 3, reviews: 2)))
        #expect(few.trainingReviews < FSRSFit.minimumReviews)
        #expect(few.extent == .defaults && few.weights == FSRSModel.defaultWeights)
        let some = FSRSFit(TrainingSet(Self.log(cards: 20, reviews: 2)))
        #expect(some.extent == .initialStabilities)
        #expect(some.weights[4...] == FSRSModel.defaultWeights[4...])
        #expect(some.weights[0..<4] != FSRSModel.defaultWeights[0..<4])
    }

    @Test("the fit predicts its log better than the defaults, and the same log fits the same way twice")
    func fitBeatsDefaults() throws {
        // A learner who forgets faster than the defaults say.
        let log = Self.log(cards: 150, reviews: 6).enumerated().map { index, review in
            var review = review
            if review.state == 2 && index % 3 == 0 { review.rating = 1 }
            return review
        }
        let set = TrainingSet(log)
        let fit = FSRSFit(set)
        #expect(fit.extent == .trained)
        let fitted = try #require(FSRSEvaluation(fit.weights, on: set))
        let defaults = try #require(FSRSEvaluation(FSRSModel.defaultWeights, on: set))
        #expect(fitted.logLoss < defaults.logLoss)
        #expect(FSRSFit(set).weights == fit.weights)
    }

    @Test("the derivatives carried by Dual are the recurrence's, as finite differences measure them")
    func derivatives() {
        let steps: [TrainingSet.Step] = [
            .init(rating: 3, days: 0), .init(rating: 3, days: 0), .init(rating: 1, days: 4), .init(rating: 2, days: 0),
            .init(rating: 4, days: 3), .init(rating: 3, days: 12),
        ]
        let weights = FSRSModel.defaultWeights.enumerated().map { $1 + ($0 == 7 ? 0.05 : 0) }
        func retrievability<N: FSRSNumber>(_ w: [N]) -> N {
            let recurrence = FSRSRecurrence(w)
            var state = recurrence.initial(steps[0].rating)
            for step in steps.dropFirst().dropLast() {
                state = recurrence.next(state, days: Double(step.days), rating: step.rating)
            }
            return recurrence.retrievability(days: Double(steps.last!.days), stability: state.stability)
        }
        let dual = retrievability(weights.enumerated().map { Dual(weight: $1, index: $0) })
        for index in 0..<21 {
            let h = 1e-6 * max(1, abs(weights[index]))
            var up = weights
            var down = weights
            up[index] += h
            down[index] -= h
            let measured = (retrievability(up) - retrievability(down)) / (2 * h)
            #expect(abs(measured - dual.slope[index]) <= 1e-5 * max(1, abs(measured)), "w\(index)")
        }
    }

    @Test("a CSV log: its columns by name; a line that is not numbers names its line and column")
    func csvLog() throws {
        let text =
            "review_state,card_id,review_time,review_rating,review_duration\n0,7,1700000000000,3,\n\n2,7,1700300000000,1,1200\n"
        let reviews = try ReviewLogFile.reviews(in: text)
        #expect(
            reviews == [
                LoggedReview(card: 7, time: 1_700_000_000_000, rating: 3, state: 0),
                LoggedReview(card: 7, time: 1_700_300_000_000, rating: 1, state: 2),
            ])
        #expect(throws: ReviewLogFile.Failure.missingColumn("review_state")) {
            try ReviewLogFile.reviews(in: "card_id,review_time,review_rating\n1,2,3\n")
        }
        #expect(throws: ReviewLogFile.Failure.notANumber(line: 3, column: "review_rating", text: "good")) {
            try ReviewLogFile.reviews(in: "card_id,review_time,review_rating,review_state\n1,2,3,0\n1,5,good,2\n")
        }
        #expect(throws: ReviewLogFile.Failure.shortLine(line: 2, fields: 2, expected: 4)) {
            try ReviewLogFile.reviews(in: "card_id,review_time,review_rating,review_state\n1,2\n")
        }
        #expect(throws: ReviewLogFile.Failure.empty) { try ReviewLogFile.reviews(in: "") }
    }
}
