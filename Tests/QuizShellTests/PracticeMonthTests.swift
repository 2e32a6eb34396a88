import Foundation
import QuizCore
import Testing

@testable import QuizShell

/// A month of practice on the script's clock: twenty new cards a day, every card due practised each morning.
@Suite("A month of practice with load balance and easy days")
struct PracticeMonthTests {
    static let pack = Pack(
        name: "month", title: "Month", language: "en",
        items: .film(
            (1...700).map { FilmItem(id: $0, title: "Film \($0)", question: "Film number \($0) is real", answer: true) }
        ))

    /// The reviews of cards in review (those whose due dates fuzz and load balance set) on each day of a month
    /// played with `settings`, from the first day (2023-11-14, a Tuesday) on.
    static func month(_ settings: String...) async throws -> [Int] {
        // 2023-11-14 09:00 UTC.
        let clock = ManualClock(Date(timeIntervalSince1970: 1_699_952_400))
        let shell = try ShellFixture(packs: [pack], clock: clock)
        try await shell.run("set fuzz on", "set new-per-day 20")
        for setting in settings { try await shell.run(setting) }
        let first = DueLoad.day(of: clock.now())
        var answered = 0
        for _ in 0..<30 {
            let morning = clock.now()
            // Every card due, and the learning steps minutes later, until none is due that day.
            for _ in 0..<4 {
                let opened = try await shell.run("practice month")
                while await shell.interpreter.prompt() != "quiz> " {
                    answered += 1
                    // A wrong answer now and then: Again.
                    try await shell.run(answered % 11 == 0 ? "no" : "yes", "")
                }
                if opened.output.first?.hasPrefix("No card is due") == true { break }
                try await shell.run("clock +10m")
            }
            clock.advance(by: (morning + 86_400).timeIntervalSince(clock.now()))
        }
        var counts = Array(repeating: 0, count: 30)
        for review in try shell.environment.records.practiceLog(packs: nil) where review.entry.stateBefore == .review {
            let day = DueLoad.day(of: review.entry.date) - first
            if counts.indices.contains(day) { counts[day] += 1 }
        }
        return counts
    }

    /// The mean of the days of `counts` within 3 of `day`: a week, wider than the fuzz range of any interval
    /// below 20 days, so that it follows the load as it grows over the month.
    static func weekMean(_ counts: [Int], around day: Int) -> Double {
        let week = counts[max(0, day - 3)...min(counts.count - 1, day + 3)]
        return Double(week.reduce(0, +)) / Double(week.count)
    }

    @Test("with load balance, no day of the second fortnight holds more than the mean of its week + 20%")
    func loadBalance() async throws {
        let counts = try await Self.month("set load-balance on")
        for day in 16..<30 {
            #expect(Double(counts[day]) <= 1.2 * Self.weekMean(counts, around: day), "day \(day): \(counts)")
        }
    }

    @Test("easy days hold fewer reviews than the other days of their week")
    func easyDays() async throws {
        let counts = try await Self.month("set load-balance on", "set easy-days sat,sun")
        // 2023-11-14 is a Tuesday: days 4 and 5 of each week are Saturday and Sunday.
        for day in 7..<30 where [4, 5].contains(day % 7) {
            let others = (max(0, day - 3)...min(29, day + 3)).filter { ![4, 5].contains($0 % 7) }.map { counts[$0] }
            #expect(Double(counts[day]) < Double(others.reduce(0, +)) / Double(others.count), "day \(day): \(counts)")
        }
    }
}
