import Foundation
import Testing

@testable import QuizAPI
@testable import QuizCore
@testable import QuizPacks

@Suite("History filtered by pack, kind and day; stats and exports")
struct HistoryFilterTests {
    private static let day = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13 UTC

    private static let records = [
        GameRecord(
            date: day, pack: "films", title: "Films", kind: .film, score: Score(right: 1, wrong: 1, bestStreak: 1),
            time: 10,
            rounds: [
                .init(id: 1, answer: .yesNo(true), result: true, seconds: 2),
                .init(id: 2, answer: .yesNo(true), result: false, seconds: 4),
            ]),
        GameRecord(
            date: day.addingTimeInterval(86_400 * 3), pack: "libros, 2", title: "Libros", kind: .book,
            score: Score(wrong: 1), time: 5, rounds: [.init(id: 2, answer: .option(1), result: false, seconds: 3)]),
    ]

    @Test func wordsInAnyOrderNarrowTheGames() throws {
        #expect(try Self.records.filter(HistoryFilter(words: ["kind", "book"]).admits).map(\.pack) == ["libros, 2"])
        #expect(try Self.records.filter(HistoryFilter(words: ["pack", "films"]).admits).map(\.pack) == ["films"])
        #expect(try Self.records.filter(HistoryFilter(words: ["desde", "2023-11-15"]).admits).count == 1)
        #expect(try Self.records.filter(HistoryFilter(words: ["until", "2023-11-14"]).admits).map(\.pack) == ["films"])
        #expect(throws: HistoryFilter.BadWord(word: "song", expected: .kind)) {
            try HistoryFilter(words: ["kind", "song"])
        }
        #expect(throws: HistoryFilter.BadWord(word: "poll", expected: .kind)) {
            try HistoryFilter(words: ["kind", "poll"])
        }
        #expect(throws: HistoryFilter.BadWord(word: "pack")) { try HistoryFilter(words: ["pack"]) }
        #expect(throws: HistoryFilter.BadWord(word: "2023-13-01", expected: .day)) {
            try HistoryFilter(words: ["since", "2023-13-01"])
        }
        #expect(throws: HistoryFilter.BadWord(word: "2023-02-31", expected: .day)) {
            try HistoryFilter(words: ["until", "2023-02-31"])
        }
    }

    @Test func statsHaveTheAverageAnswerTimeAndTheMostMissed() {
        let films = PackStats.of(Self.records).first { $0.pack == "films" }
        #expect(films?.averageAnswerTime == 3)
        #expect(films?.mostMissed().map(\.id) == [2])
    }

    @Test func csvQuotesWhatNeedsIt() {
        let lines = HistoryExport.csv(Self.records).split(separator: "\n")
        #expect(lines.first == "date,pack,kind,right,wrong,unanswered,rounds,best_streak,seconds,stopped")
        #expect(lines[1] == "2023-11-14T22:13:20Z,films,film,1,1,0,2,1,10,false")
        #expect(lines[2].hasPrefix(#"2023-11-17T22:13:20Z,"libros, 2",book,0,1"#))
        #expect(
            HistoryExport.csv(PackStats.of(Self.records)).split(separator: "\n").dropFirst().first
                == "films,film,1,2,1,0.50,1,3,2:1")
    }

    @Test func jsonGivesEveryRecordBack() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try decoder.decode([GameRecord].self, from: Data(HistoryExport.json(Self.records).utf8))
        #expect(decoded == Self.records)
    }
}
