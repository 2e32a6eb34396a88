import Foundation
import QuizCore
import Testing

@testable import QuizShell

@Suite("practice optimize and evaluate: FSRS fitted to the player's own reviews")
struct PracticeOptimizeTests {
    /// Keeps a learner's log in the shell's records: `cards` cards of `pack`, each learnt, then reviewed `reviews`
    /// times at the intervals of the default weights, late now and then, one review in three forgotten.
    static func keepLog(in shell: ShellFixture, pack: String, cards: Int, reviews: Int) throws {
        let scheduler = try Scheduler(fuzzesIntervals: false)
        var generator = SeededGenerator(seed: 4)
        for number in 0..<cards {
            var date = Date(timeIntervalSince1970: 1_690_000_000 + Double(number) * 3_600)
            var card = Card(due: date)
            for index in 0..<(reviews + 2) {
                let rating: RecallRating = index < 2 ? .good : (index + number) % 3 == 0 ? .again : .good
                let reviewed = scheduler.review(card, rating, at: date, using: &generator)
                try shell.environment.records.keep(
                    PracticeCard(pack: pack, id: String(format: "%016x", number), card: reviewed.card),
                    reviewed: reviewed.entry)
                card = reviewed.card
                date = card.due + (card.state == .review ? Double((index * 7 + number) % 3) * 86_400 : 0)
            }
        }
    }

    @Test("with no reviews the defaults stay, and practice stats says so")
    func noReviews() async throws {
        let shell = try ShellFixture()
        let result = try await shell.run("practice optimize")
        #expect(
            result.output == [
                "FSRS on 0 reviews of every pack: 0 to predict, 0 after the outlier filter.",
                "Too few reviews to fit: 0 to predict after the filter, 8 needed; the parameters that schedule now stay.",
            ])
        let stats = try await shell.run("practice stats films")
        #expect(
            stats.output.contains(
                "Parameters: FSRS-6's defaults; \"practice optimize\" fits them to your reviews (8 at least)."))
    }

    @Test("a fit that predicts better is kept and schedules; stats says how well it predicts")
    func fitKept() async throws {
        let shell = try ShellFixture()
        try Self.keepLog(in: shell, pack: "films", cards: 120, reviews: 5)
        let evaluated = try await shell.run("practice evaluate")
        #expect(
            evaluated.output.first == "FSRS on 840 reviews of every pack: 440 to predict, 440 after the outlier filter."
        )
        #expect(evaluated.output.contains { $0.hasPrefix("defaults  ") })
        #expect(!evaluated.output.contains { $0.hasPrefix("The fitted parameters") })
        #expect(try shell.environment.records.practiceParameters().isEmpty)

        let optimized = try await shell.run("practice optimize")
        #expect(optimized.output.last == "The fitted parameters predict better: they schedule every pack from now on.")
        let kept = try #require(try shell.environment.records.practiceParameters().first)
        #expect(kept.pack == nil && kept.reviews == 440 && kept.fitted.logLoss < kept.defaults.logLoss)

        // Fitted again on the same log: no better than the weights kept, which stay.
        let again = try await shell.run("practice optimize")
        #expect(again.output.contains { $0.hasPrefix("current   ") })
        #expect(
            again.output.last
                == "The fitted parameters predict no better than the current ones, which go on scheduling every pack.")

        let stats = try await shell.run("practice stats films")
        let line = try #require(stats.output.first { $0.hasPrefix("Parameters of every pack:") })
        #expect(line.contains("fitted to 440 reviews on 2023-11-14; log loss "))
    }

    @Test("a pack's own fit overrides that of every pack, in Spanish too")
    func packOverride() async throws {
        let shell = try ShellFixture(language: .es)
        try Self.keepLog(in: shell, pack: "films", cards: 120, reviews: 5)
        let optimized = try await shell.run("practicar optimizar films")
        #expect(
            optimized.output.first == "FSRS sobre 840 repasos de films: 440 que predecir, 440 tras quitar los atípicos."
        )
        #expect(optimized.output.last == "Los ajustados predicen mejor: desde ahora programan films.")
        let kept = try shell.environment.records.practiceParameters()
        #expect(kept.map(\.pack) == ["films"])
        #expect(PracticeParameters.scheduling("films", among: kept)?.pack == "films")
        #expect(PracticeParameters.scheduling("libros", among: kept) == nil)
    }
}
