import Foundation
import Testing

@testable import QuizCore

@Suite("Spreading due dates by the load of the days ahead")
struct DueLoadTests {
    /// 2023-11-14 (a Tuesday) 09:00 UTC.
    private static let date = Date(timeIntervalSince1970: 1_699_952_400)

    @Test("an empty day of the range is far likelier than a full one")
    func emptierDays() {
        var counts = Array(repeating: 0, count: DueLoad.days)
        counts[10] = 30
        counts[11] = 0
        counts[12] = 30
        let load = DueLoad(from: Self.date, counts: counts, balances: true, easyDays: [])
        var generator = SeededGenerator(seed: 3)
        let picks = (0..<200).map { _ in
            load.interval(in: 10...12, around: 11, reviewedAt: Self.date, using: &generator)
        }
        #expect(picks.filter { $0 == 11 }.count > 190)
    }

    @Test("easy days take about half of what the other days of the range take")
    func easyDays() {
        var counts = Array(repeating: 0, count: DueLoad.days)
        // Days 4 to 6 from a Tuesday: Saturday, Sunday, Monday.
        counts[4] = 10
        counts[5] = 10
        counts[6] = 10
        var load = DueLoad(from: Self.date, counts: counts, balances: true, easyDays: [5, 6])
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<60 {
            let days = load.interval(in: 4...6, around: 5, reviewedAt: Self.date, using: &generator)
            load.move(from: nil, to: Self.date + Double(days) * 86_400)
        }
        // Saturday and Sunday take a card only while they hold no more than half of the others' average.
        #expect(load.counts[4...6].reduce(0, +) == 90)
        #expect(Double(load.counts[6]) >= 1.6 * Double(max(load.counts[4], load.counts[5])))
    }

    @Test("days that weigh the same are drawn as fuzz draws them")
    func evenDaysDrawAsFuzz() {
        let load = DueLoad(from: Self.date, counts: [], balances: true, easyDays: [])
        var balanced = SeededGenerator(seed: 9)
        var fuzzed = SeededGenerator(seed: 9)
        for _ in 0..<20 {
            #expect(
                load.interval(in: 5...9, around: 7, reviewedAt: Self.date, using: &balanced)
                    == Int.random(in: 5...9, using: &fuzzed))
        }
    }

    @Test("intervals beyond 90 days are fuzzed alone")
    func longIntervals() {
        var counts = Array(repeating: 0, count: DueLoad.days)
        counts[95] = 100
        let load = DueLoad(from: Self.date, counts: counts, balances: true, easyDays: [])
        var balanced = SeededGenerator(seed: 1)
        var fuzzed = SeededGenerator(seed: 1)
        #expect(
            load.interval(in: 91...99, around: 95, reviewedAt: Self.date, using: &balanced)
                == Int.random(in: 91...99, using: &fuzzed))
    }
}
